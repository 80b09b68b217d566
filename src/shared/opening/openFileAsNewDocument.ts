import type { NoticeMessage } from '../panels/Notice';
import { readSpecFile } from './specFile';

/**
 * Reads a spec file and opens it as a new named document (named after the file, its extension dropped), so the text open
 * before is never overwritten; returns the notice to show, ending with the page's own word on where the old text is.
 */
export async function openFileAsNewDocument(
  file: File,
  newDocument: (text: string, name: string) => Promise<unknown>,
  keptBefore: string,
): Promise<NoticeMessage> {
  const result = await readSpecFile(file);
  if (!result.ok) return { tone: 'error', text: result.message };
  await newDocument(result.text, result.name.replace(/\.(txt|json)$/i, ''));
  const extra = result.notice ? ` ${result.notice}` : '';
  return { tone: 'info', text: `Opened “${result.name}” as a new document.${extra} ${keptBefore}` };
}
