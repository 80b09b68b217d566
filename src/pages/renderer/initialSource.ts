// Where the Renderer's first source comes from: a share link (#code=...), a gallery card (?template=name), or the sample.
import { TEMPLATE_PARAM } from '../../shared/links';
import { decodeShareHash, shareCodeFromHash } from '../../shared/shareLink';
import { DEFAULT_SOURCE } from './defaultSource';

const TEMPLATE_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/i;

export type InitialSource =
  /** Text known now; `notice` explains why it is the default sample when a link could not be read. */
  | { kind: 'text'; text: string; notice: string | null }
  /** A template's sample, which needs the engine's catalogue. */
  | { kind: 'template'; template: string };

/** A share link wins over a template parameter; anything unreadable falls back to the default sample with a notice. */
export function resolveInitialSource(search: string, hash: string): InitialSource {
  const decoded = decodeShareHash(hash);
  if (decoded !== null) {
    return decoded.ok
      ? { kind: 'text', text: decoded.text, notice: null }
      : { kind: 'text', text: DEFAULT_SOURCE, notice: decoded.message };
  }
  const template = new URLSearchParams(search).get(TEMPLATE_PARAM);
  if (template !== null) {
    if (TEMPLATE_NAME.test(template)) return { kind: 'template', template };
    return { kind: 'text', text: DEFAULT_SOURCE, notice: 'The link names no valid template. The default sample is shown instead.' };
  }
  return { kind: 'text', text: DEFAULT_SOURCE, notice: null };
}

/** A key for "which start the URL asks for", so the page re-resolves only when it changes. */
export function initialSourceKey(search: string, hash: string): string {
  return `${shareCodeFromHash(hash) ?? ''}|${new URLSearchParams(search).get(TEMPLATE_PARAM) ?? ''}`;
}

/** The sample for a template from the catalogue, or the default sample and a notice when there is no such template. */
export function templateSample(
  template: string,
  knownTemplates: readonly string[],
  sampleSource: (name: string) => string,
): { text: string; notice: string | null } {
  if (!knownTemplates.includes(template)) {
    return { text: DEFAULT_SOURCE, notice: `There is no template named “${template}”. The default sample is shown instead.` };
  }
  try {
    return { text: sampleSource(template), notice: null };
  } catch {
    return { text: DEFAULT_SOURCE, notice: `The sample for “${template}” could not be made. The default sample is shown instead.` };
  }
}
