// Lines of options paths in JSON source text, so a JSON spec's diagnostics name their line as the text syntax's do.
import type { LineMap } from '../types';

/**
 * The line of every member and array item in `text` (JSON that JSON.parse accepted), keyed by options path
 * ("data.lists[2].label"); a path with no entry of its own answers with its nearest ancestor's line.
 */
export function jsonLineMap(text: string): LineMap {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const skipSpace = () => {
    for (; at < text.length; at += 1) {
      const c = text[at];
      if (c === '\n') line += 1;
      else if (c !== ' ' && c !== '\t' && c !== '\r') break;
    }
  };
  const readString = (): string => {
    const start = at;
    for (at += 1; at < text.length && text[at] !== '"'; at += 1) if (text[at] === '\\') at += 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  // iterative, as deep JSON must not overflow the stack: each frame is an open object or array and the path it sits at
  const stack: Array<{ path: string; array: boolean; index: number }> = [];
  const value = (path: string) => {
    skipSpace();
    const c = text[at];
    if (c === '{' || c === '[') {
      stack.push({ path, array: c === '[', index: 0 });
      at += 1;
    } else if (c === '"') readString();
    else while (at < text.length && !/[\s,\]}]/.test(text[at]!)) at += 1;
  };
  value('');
  while (stack.length) {
    const frame = stack[stack.length - 1]!;
    skipSpace();
    const c = text[at];
    if (c === ',') {
      at += 1;
      continue;
    }
    if (c === '}' || c === ']' || at >= text.length) {
      at += 1;
      stack.pop();
      continue;
    }
    if (frame.array) {
      const path = `${frame.path}[${frame.index}]`;
      frame.index += 1;
      lines.set(path, line);
      value(path);
    } else {
      const keyLine = line;
      const key = readString();
      skipSpace();
      at += 1; // the colon
      const path = frame.path ? `${frame.path}.${key}` : key;
      lines.set(path, keyLine);
      value(path);
    }
  }
  return (path) => {
    for (let p = path; p; p = p.replace(/(\.[^.[\]]*|\[\d+\])$/, '')) {
      const found = lines.get(p);
      if (found !== undefined) return found;
      if (!/[.[]/.test(p)) break;
    }
    return undefined;
  };
}
