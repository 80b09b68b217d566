// A model's chat answer, split into the prose a person reads and the fenced spec the engine draws (the prose is never drawn).
import { fencedBlocks } from '../../../shared/opening/fence';

export interface AnswerParts {
  /** The answer without its ```infographic block (trimmed); the whole answer when it has no block. */
  prose: string;
  /** True when the answer has a ```infographic block (closed or still arriving). */
  fenced: boolean;
}

export function answerParts(answer: string): AnswerParts {
  const block = fencedBlocks(answer)[0];
  if (!block) return { prose: answer.trim(), fenced: false };
  const lines = answer.split('\n');
  const opening = block.line - 1;
  // The body ends with the newline before its closing fence, so its line count is the number of newlines in it.
  const bodyLines = block.text.split('\n').length - 1;
  const before = lines.slice(0, opening).join('\n');
  const after = block.closed ? lines.slice(opening + bodyLines + 2).join('\n') : '';
  return { prose: [before.trim(), after.trim()].filter((part) => part !== '').join('\n\n'), fenced: true };
}
