// Where the Renderer's and the Editor's first source comes from: a share link (#code=...), a gallery card (?template=name), or the current
// document (what the user last worked on, the default sample on a first visit). A bad link never replaces the document.
import { specFromEnteredText } from '../generation/answer';
import { TEMPLATE_PARAM } from '../links/links';
import { decodeShareHash, shareCodeFromHash } from '../links/shareLink';

const TEMPLATE_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/** Said when a link cannot be used: nothing was replaced. */
export const KEPT_CURRENT = 'Your current document is shown instead.';

export type InitialSource =
  /** The current document; `notice` explains why when the address asked for something that could not be read. */
  | { kind: 'current'; notice: string | null }
  /** A share link's text, which replaces the current document (a chat answer's block when the link held a whole answer). */
  | { kind: 'link'; text: string; fromChatAnswer?: boolean }
  /** A template's sample, which needs the engine's catalogue. */
  | { kind: 'template'; template: string };

/** A share link wins over a template parameter; anything unreadable keeps the current document, with a notice. */
export function resolveInitialSource(search: string, hash: string): InitialSource {
  const decoded = decodeShareHash(hash);
  if (decoded !== null) {
    if (!decoded.ok) return { kind: 'current', notice: decoded.message };
    const entered = specFromEnteredText(decoded.text);
    return entered.fromChatAnswer ? { kind: 'link', text: entered.text, fromChatAnswer: true } : { kind: 'link', text: decoded.text };
  }
  const template = new URLSearchParams(search).get(TEMPLATE_PARAM);
  if (template !== null) {
    if (TEMPLATE_NAME.test(template)) return { kind: 'template', template };
    return { kind: 'current', notice: `The link names no valid template. ${KEPT_CURRENT}` };
  }
  return { kind: 'current', notice: null };
}

/** A key for "which start the URL asks for", so the page re-resolves only when it changes. */
export function initialSourceKey(search: string, hash: string): string {
  return `${shareCodeFromHash(hash) ?? ''}|${new URLSearchParams(search).get(TEMPLATE_PARAM) ?? ''}`;
}

/** The sample for a template from the catalogue, or no text and a notice when there is no such template. */
export function templateSample(
  template: string,
  knownTemplates: readonly string[],
  sampleSource: (name: string) => string,
): { text: string | null; notice: string | null } {
  if (!knownTemplates.includes(template)) {
    return { text: null, notice: `There is no template named “${template}”. ${KEPT_CURRENT}` };
  }
  try {
    return { text: sampleSource(template), notice: null };
  } catch {
    return { text: null, notice: `The sample for “${template}” could not be made. ${KEPT_CURRENT}` };
  }
}
