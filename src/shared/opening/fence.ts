// Finding specs in what a model writes: a fenced ```infographic block inside prose (the Dynamic page's stream), or every
// such block of a Markdown file (the Renderer's batch check), or a whole chat answer split into prose and spec.
import { keysAllowedUnder } from '../../engine';
import type { MessageId } from '../../i18n/i18n';

export type ExtractedSpec =
  /** A spec to render (from a fence, or the whole text when it is a bare spec). */
  | { kind: 'spec'; text: string; fenced: boolean; closed: boolean }
  /** Nothing to render yet: prose so far, or a fence still being opened (why, as a message id: shown where it is shown). */
  | { kind: 'waiting'; reason: WaitReason };

/** Why nothing is rendered yet, a message id translated where it is shown (the reason itself is compared and kept). */
export type WaitReason = Extract<MessageId, 'shared.fence.nothingYet' | 'shared.fence.templateLine' | 'shared.fence.prose'>;

export const TEMPLATE_LINE_WAIT: WaitReason = 'shared.fence.templateLine';

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
  if (text.trim() === '') return { kind: 'waiting', reason: 'shared.fence.nothingYet' };
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
  return { kind: 'waiting', reason: 'shared.fence.prose' };
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

/** A chat answer split into the model's words and its spec (a fenced block, or a bare spec after some prose). */
export interface ChatAnswer {
  /** The spec: the block's body (what arrived so far while it streams), or the spec lines of an unfenced answer; null when none yet. */
  spec: string | null;
  /** The prose before the spec (the whole text when there is no spec). */
  before: string;
  /** The prose after the closing fence ('' while the block is open). */
  after: string;
  /** The fence's language label as written ('' for none, 'infographic', 'plain', …); null when the spec is not fenced. */
  label: string | null;
  /** The opening fence line as written (null when not fenced), for a repair to name. */
  fenceLine: string | null;
  /** False while a fenced block has no closing fence yet. */
  closed: boolean;
  /** 1-based line of the answer on which the spec's first line stands (0 when there is no spec). */
  specLine: number;
}

/** Any fence opener: its fence and its label word (possibly none). */
const ANY_OPENING_FENCE = /^[ \t]*(`{3,}|~{3,})[ \t]*([^\s`]*)[^\n`]*\n/gm;
/** Labels under which models write a spec that is not marked `infographic`. */
const SPEC_LIKE_LABELS = new Set([
  '',
  'plain',
  'text',
  'txt',
  'plaintext',
  'yaml',
  'yml',
  'markdown',
  'md',
  'json',
  'infographics',
  'antv',
]);

/** True when `body`'s first line that is not a comment or blank starts a spec (or nothing has arrived yet and `open`). */
function bodyStartsSpec(body: string, open: boolean): boolean {
  const first = body.split('\n').find((line) => !/^\s*(#|\/\/|$)/.test(line));
  if (first === undefined) return open;
  if (BARE_SPEC_START.test(first)) return true;
  // "infogr…" at the end of what arrived: the head line's first word is still arriving.
  const word = first.trim();
  return open && body.trimEnd().endsWith(word) && !/\s/.test(word) && ('infographic'.startsWith(word) || 'template'.startsWith(word));
}

/**
 * Splits a chat answer: a ```infographic block wins; otherwise the first block labelled plain, text, none… whose body
 * starts like a spec; otherwise an answer whose lines from some point on start like a spec (prose, then the spec).
 * While the answer streams the open block's body is the newest prefix of the spec.
 */
export function splitChatAnswer(text: string): ChatAnswer {
  type Candidate = { open: RegExpExecArray; body: string; closeEnd: number | null };
  const candidates: Candidate[] = [];
  ANY_OPENING_FENCE.lastIndex = 0;
  for (let open = ANY_OPENING_FENCE.exec(text); open; open = ANY_OPENING_FENCE.exec(text)) {
    const bodyStart = open.index + open[0].length;
    const rest = text.slice(bodyStart);
    const close = closingFenceFor(open[1]!).exec(rest);
    candidates.push({
      open,
      body: close ? rest.slice(0, close.index) : rest,
      closeEnd: close ? bodyStart + close.index + close[0].length : null,
    });
    if (!close) break;
    ANY_OPENING_FENCE.lastIndex = bodyStart + close.index + close[0].length;
  }
  const labelOf = (c: Candidate) => c.open[2]!.toLowerCase();
  const chosen =
    candidates.find((c) => labelOf(c) === 'infographic') ??
    candidates.find((c) => SPEC_LIKE_LABELS.has(labelOf(c)) && bodyStartsSpec(c.body, c.closeEnd === null));
  if (chosen) {
    const before = text.slice(0, chosen.open.index);
    return {
      spec: chosen.body,
      before,
      after: chosen.closeEnd === null ? '' : text.slice(chosen.closeEnd).replace(/^\n/, ''),
      label: chosen.open[2]!,
      fenceLine: chosen.open[0].replace(/\n$/, ''),
      closed: chosen.closeEnd !== null,
      specLine: lineAt(text, chosen.open.index) + 1,
    };
  }
  // No fenced spec: the spec may follow prose directly ("Here it is:\ninfographic list-row-…").
  const lines = text.split('\n');
  const head = lines.findIndex(
    (line) => /^\s*(infographic|template)\s+\S/.test(line) || /^\s*\{\s*$/.test(line) || /^\s*\{\s*"/.test(line),
  );
  if (head === -1) return { spec: null, before: text, after: '', label: null, fenceLine: null, closed: false, specLine: 0 };
  const start = head - leadingCommentCount(lines, head);
  const end = specEnd(lines, head);
  return {
    spec: lines.slice(start, end).join('\n'),
    before: lines.slice(0, start).join('\n'),
    after: lines.slice(end).join('\n').replace(/^\n+/, ''),
    label: null,
    fenceLine: null,
    closed: false,
    specLine: start + 1,
  };
}

/**
 * The index of the first line after a text spec's head (`lines[head]`) that cannot belong to it: unindented and neither a
 * block of the syntax nor a data key written without its `data` line (a repair puts those under one). The end if none.
 */
export function specEnd(lines: readonly string[], head: number): number {
  if (/^\s*\{/.test(lines[head]!)) return lines.length;
  for (let i = head + 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s|^$|^(#|\/\/)/.test(line)) continue;
    const word = /^[^\s:=]+/.exec(line)?.[0] ?? '';
    if (!keysAllowedUnder('').includes(word) && !keysAllowedUnder('data').includes(word)) {
      let end = i;
      while (end > head + 1 && lines[end - 1]!.trim() === '') end -= 1;
      return end;
    }
  }
  return lines.length;
}

/** How many comment lines directly above line `index` belong to the spec (the syntax allows them before its head line). */
function leadingCommentCount(lines: readonly string[], index: number): number {
  let count = 0;
  while (index - count - 1 >= 0 && /^\s*(#|\/\/)/.test(lines[index - count - 1]!)) count += 1;
  return count;
}
