// A share link's first picture need not wait for storage: the text the address carries is what the session will open
// (session.open puts that very text in the open document once the stored one is read), so a page may draw it as soon
// as the engine is in, while IndexedDB is still being read and written.
import { readAddress } from './links';

/** The text an address carries (a share link's, an AntV site link's), or null when it carries none or cannot be read. */
export function addressPictureText(search: string, hash: string): string | null {
  const request = readAddress(search, hash);
  return request.kind === 'text' ? request.text : null;
}
