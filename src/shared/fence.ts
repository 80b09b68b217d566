// Finding specs in what a model writes: a fenced ```infographic block inside prose (the Dynamic page's stream), or every
// such block of a Markdown file (the Renderer's batch check).

export type ExtractedSpec =
  /** A spec to render (from a fence, or the whole text when it is a bare spec). */
  | { kind: 'spec'; text: string; fenced: boolean; closed: boolean }
  /** Nothing to render yet: prose so far, or a fence still being opened. */
  | { kind: 'waiting'; reason: string };

export const TEMPLATE_LINE_WAIT = 'Waiting for the template line to finish.';

const OPENING_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*infographic\b[^\n]*\n/m;
/** The same, for every fence of a text. */
const OPENING_FENCES = new RegExp(OPENING_FENCE.source, 'gm');

/** The fence that closes one opened with `fence` (same character, at least as long), alone on its line. */
function closingFenceFor(fence: string): RegExp {
  return new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`, 'm');
}
/** The first line of a bare spec, after any comment lines: the head line or JSON options. */
const BARE_SPEC_START = /^\s*(infographic|template|\{)/;

/**
 * The spec inside `text`. A fenced block wins (its body up to the closing fence, or to the end while it streams); a text
 * that starts like a spec is the spec; prose without a fence yet is waiting.
 */
export function extractSpec(text: string): ExtractedSpec {
  const open = OPENING_FENCE.exec(text);
  if (open) {
    const bodyStart = open.index + open[0].length;
    const fence = open[1];
    const closing = closingFenceFor(fence);
    const rest = text.slice(bodyStart);
    const close = closing.exec(rest);
    return close
      ? { kind: 'spec', text: rest.slice(0, close.index), fenced: true, closed: true }
      : { kind: 'spec', text: rest, fenced: true, closed: false };
  }
  if (text.trim() === '') return { kind: 'waiting', reason: 'Nothing has arrived yet.' };
  // The syntax skips comment lines before its head line; the first other line says whether this is a spec.
  const lines = text.split('\n');
  const index = lines.findIndex((line) => !/^\s*(#|\/\/|$)/.test(line));
  if (index === -1) return { kind: 'waiting', reason: TEMPLATE_LINE_WAIT };
  const first = lines[index].trim();
  // "infogr…": the head line's first word is still arriving.
  const lastLine = index === lines.length - 1;
  if (lastLine && !/\s/.test(first) && ('infographic'.startsWith(first) || 'template'.startsWith(first)))
    return { kind: 'waiting', reason: TEMPLATE_LINE_WAIT };
  if (BARE_SPEC_START.test(first)) return { kind: 'spec', text, fenced: false, closed: false };
  return { kind: 'waiting', reason: 'Prose so far: waiting for a ```infographic block.' };
}

/** One ```infographic block of a Markdown text. */
export interface FencedBlock {
  /** The block's body, without its fences. */
  text: string;
  /** 1-based line of the opening fence in the whole text (the body starts on the next line). */
  line: number;
  /** False when the text ends before a closing fence. */
  closed: boolean;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Every ```infographic (or ~~~infographic) block of a text, in order; an unclosed block runs to the end of the text. */
export function fencedBlocks(text: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  OPENING_FENCES.lastIndex = 0;
  for (let open = OPENING_FENCES.exec(text); open; open = OPENING_FENCES.exec(text)) {
    const bodyStart = open.index + open[0].length;
    const rest = text.slice(bodyStart);
    const close = closingFenceFor(open[1]!).exec(rest);
    blocks.push({ text: close ? rest.slice(0, close.index) : rest, line: lineAt(text, open.index), closed: close !== null });
    if (!close) break;
    OPENING_FENCES.lastIndex = bodyStart + close.index + close[0].length;
  }
  return blocks;
}
