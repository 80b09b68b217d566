// Reading and rewriting a source's text without the engine: its template line and the offsets of a line.

/** A top-level line naming the template: `infographic <name>` or `template <name>` (also with `:` or `=`). */
const HEAD_LINE = /^(infographic|template)(?:(\s*[:=]\s*|\s+)(\S+))?\s*$/;

function isJsonText(source: string): boolean {
  return source.trimStart().startsWith('{');
}

/** Lines the syntax skips: blank lines, comments and Markdown code fences. */
function isSkippedLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//') || /^```[\w-]*$/.test(trimmed);
}

interface HeadLine {
  index: number;
  key: string;
  name: string | null;
}

/** The top-level head lines (unindented `infographic` / `template` lines) of a text source. */
function headLines(lines: string[]): HeadLine[] {
  const found: HeadLine[] = [];
  lines.forEach((line, index) => {
    if (/^\s/.test(line) || isSkippedLine(line)) return;
    const match = HEAD_LINE.exec(line.trimEnd());
    if (match) found.push({ index, key: match[1], name: match[3] ?? null });
  });
  return found;
}

/** The template a source names, or null when it names none (or is JSON that does not parse). */
export function templateOfSource(source: string): string | null {
  if (isJsonText(source)) {
    try {
      const parsed: unknown = JSON.parse(source);
      const template = (parsed as { template?: unknown } | null)?.template;
      return typeof template === 'string' && template !== '' ? template : null;
    } catch {
      return null;
    }
  }
  return headLines(source.split(/\r?\n/)).find((head) => head.name)?.name ?? null;
}

/**
 * The source with its template set to `template`: the name on the head line is replaced (the rest of the text is kept
 * byte for byte); a source without a head line gets one on top. JSON is re-serialised with the new "template";
 * null when JSON does not parse (the caller says so instead of guessing).
 */
export function withTemplate(source: string, template: string): string | null {
  if (isJsonText(source)) {
    try {
      const parsed: unknown = JSON.parse(source);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      return `${JSON.stringify({ ...parsed, template }, null, 2)}\n`;
    } catch {
      return null;
    }
  }
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const lines = source.split(/\r?\n/);
  const heads = headLines(lines);
  const named = heads.find((head) => head.name);
  if (named) {
    const line = lines[named.index];
    const match = HEAD_LINE.exec(line.trimEnd())!;
    lines[named.index] = `${match[1]}${match[2]}${template}`;
    return lines.join(newline);
  }
  const bare = heads.find((head) => head.key === 'infographic');
  if (bare) {
    lines[bare.index] = `infographic ${template}`;
    return lines.join(newline);
  }
  return `infographic ${template}${newline}${source}`;
}

/** Character offsets [start, end) of a 1-based line, clamped into the text; end stops before the line break. */
export function lineRange(text: string, line: number): { start: number; end: number } {
  const target = Math.max(1, Math.floor(line));
  let start = 0;
  for (let current = 1; current < target; current += 1) {
    const next = text.indexOf('\n', start);
    if (next === -1) break;
    start = next + 1;
  }
  let end = text.indexOf('\n', start);
  if (end === -1) end = text.length;
  if (end > start && text[end - 1] === '\r') end -= 1;
  return { start, end };
}
