// The share link: the source travels in the URL fragment as `#v=1&code=<base64url(deflate-raw(utf-8 text))>`.
// `v` names the payload's format, so a later format (say, a whole document with its settings) can be told apart;
// links made before the tag existed (`#code=…` alone) carry format 1 and still open.
// The fragment never reaches a server (no logs, no request), and the decoded text is only ever handed to the
// engine as data: nothing here parses it as code. Both sizes are capped: the link, and the inflated text (boundedInflate.ts
// stops at MAX_INFLATED_BYTES, so a deflate bomb stops early instead of filling memory); a refusal says both sizes.
import { deflateSync, strToU8 } from 'fflate';
import { MAX_SOURCE_CHARS, formatCount } from '../../engine';
import { t, type MessageId } from '../../i18n/i18n';
import { decodeBase64Url, encodeBase64Url } from './base64url';
import { inflateBounded, MAX_INFLATED_BYTES, type DeflateWrapping } from './boundedInflate';

export { MAX_INFLATED_BYTES, type DeflateWrapping };

/** The fragment parameter that carries the source. */
export const SHARE_PARAM = 'code';
/** The fragment parameter that names the payload's format. */
export const VERSION_PARAM = 'v';
/** The format this app writes: the source text alone, UTF-8, raw deflate, base64url. Untagged links are read as this format. */
export const SHARE_FORMAT_VERSION = 1;
/** Longest accepted encoded source in a link (characters); about 24 KB compressed, which covers real specs many times over. */
export const MAX_LINK_CODE_CHARS = 32_768;

export type LinkProblem = 'too_long' | 'bad_encoding' | 'bad_data' | 'too_large' | 'bad_text' | 'unknown_version';

export type LinkDecodeResult = { ok: true; text: string } | { ok: false; problem: LinkProblem; message: string };

export type LinkEncodeResult = { ok: true; code: string } | { ok: false; message: string };

/** A link's or a file's problem, and that nothing was opened: "… Your current document is shown instead." */
export function keptCurrent(problem: string): string {
  return t('shared.links.keptCurrent', { problem });
}

const PROBLEM_MESSAGES: Record<LinkProblem, MessageId> = {
  too_long: 'shared.links.tooLong',
  bad_encoding: 'shared.links.badEncoding',
  bad_data: 'shared.links.badData',
  too_large: 'shared.links.tooLarge',
  bad_text: 'shared.links.badText',
  unknown_version: 'shared.links.unknownVersion',
};

/** A refusal; `sizes` are the link's own (its code's length, the text's characters), beside the limits every message may name. */
function failure(problem: LinkProblem, sizes: { length?: number; size?: number } = {}): LinkDecodeResult {
  const values = {
    code: formatCount(MAX_LINK_CODE_CHARS),
    source: formatCount(MAX_SOURCE_CHARS),
    bytes: formatCount(MAX_INFLATED_BYTES),
    length: formatCount(sizes.length ?? 0),
    size: formatCount(sizes.size ?? 0),
  };
  // A text over the source limit that fit the byte limit has a known size: the message says it.
  const id = problem === 'too_large' && sizes.size !== undefined ? 'shared.links.tooManyChars' : PROBLEM_MESSAGES[problem];
  return { ok: false, problem, message: keptCurrent(t(id, values)) };
}

/** Compresses a source for a link; refuses sources that would make a link longer than others can open. */
export function encodeShareCode(text: string): LinkEncodeResult {
  if (text.length > MAX_SOURCE_CHARS) {
    return { ok: false, message: t('shared.links.sourceTooLong', { max: formatCount(MAX_SOURCE_CHARS) }) };
  }
  const code = encodeBase64Url(deflateSync(strToU8(text), { level: 9 }));
  if (code.length > MAX_LINK_CODE_CHARS) {
    return {
      ok: false,
      message: t('shared.links.codeTooLong', { length: formatCount(code.length), max: formatCount(MAX_LINK_CODE_CHARS) }),
    };
  }
  return { ok: true, code };
}

/** Control characters other than tab, line feed and carriage return never occur in a spec a person wrote. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return true;
  }
  return false;
}

/** Restores a source from a link's code. Never throws; every failure comes back as a readable message. */
export function decodeShareCode(code: string, wrapping: DeflateWrapping = 'raw'): LinkDecodeResult {
  if (code.length > MAX_LINK_CODE_CHARS) return failure('too_long', { length: code.length });
  const compressed = decodeBase64Url(code);
  if (!compressed || compressed.length === 0) return failure('bad_encoding');
  const inflated = inflateBounded(compressed, wrapping);
  if (!inflated.ok) return failure(inflated.problem);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes);
  } catch {
    return failure('bad_text');
  }
  if (typeof text !== 'string' || hasControlCharacters(text)) return failure('bad_text');
  if (text.length > MAX_SOURCE_CHARS) return failure('too_large', { size: text.length });
  return { ok: true, text };
}

/** The share code in a URL fragment ("#v=1&code=..." or, from older links, "#code=..."), or null when the fragment carries none. */
export function shareCodeFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(SHARE_PARAM);
}

/**
 * The text a URL fragment carries under `param` (the source by default; the Style page's palette under `palette`), null when it
 * carries none; an unknown format is refused with a message. Never throws.
 */
export function decodeShareHash(hash: string, param: string = SHARE_PARAM): LinkDecodeResult | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get(param);
  if (code === null) return null;
  const version = params.get(VERSION_PARAM);
  if (version !== null && version !== String(SHARE_FORMAT_VERSION)) return failure('unknown_version');
  return decodeShareCode(code);
}

/** The fragment (without "#") that carries this text under `param` (the source by default), or why it cannot be shared. */
export function shareFragment(text: string, param: string = SHARE_PARAM): { ok: true; fragment: string } | { ok: false; message: string } {
  const encoded = encodeShareCode(text);
  if (!encoded.ok) return encoded;
  return { ok: true, fragment: `${VERSION_PARAM}=${SHARE_FORMAT_VERSION}&${param}=${encoded.code}` };
}
