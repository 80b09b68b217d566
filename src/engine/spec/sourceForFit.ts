// Switching a source to another template, with its data converted when the fit asks for it. Every byte the switch does
// not change is kept: the head line's name is replaced and, for a conversion, the one data key line is renamed.
import type { TemplateFit } from './dataFit';
import { isSkippedLine, withTemplate } from './sourceText';

/** `  lists` or `  lists:` under the data block: the indentation, the key, and the rest of the line. */
function keyLine(line: string, key: string): RegExpExecArray | null {
  return new RegExp(`^(\\s+)(${key})(\\s*[:=]?\\s*)$`).exec(line.replace(/\r$/, ''));
}

/** The text source with `data.<from>` renamed to `data.<to>`, or null when the data block holds no such key line. */
function renameTextDataKey(source: string, from: string, to: string): string | null {
  const lines = source.split('\n');
  const dataLine = lines.findIndex((line) => /^data\s*[:=]?\s*$/.test(line.replace(/\r$/, '')));
  if (dataLine === -1) return null;
  let childIndent: string | null = null;
  for (let i = dataLine + 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (isSkippedLine(line)) continue;
    if (!/^\s/.test(line)) break;
    const indent = /^\s+/.exec(line)![0];
    childIndent ??= indent;
    if (indent !== childIndent) continue;
    const match = keyLine(line, from);
    if (match) {
      lines[i] = `${match[1]}${to}${line.slice(match[1]!.length + from.length)}`;
      return lines.join('\n');
    }
  }
  return null;
}

function renameJsonDataKey(source: string, from: string, to: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const options = parsed as Record<string, unknown>;
  const data = options.data;
  if (typeof data !== 'object' || data === null || !(from in data)) return null;
  const renamed = Object.fromEntries(Object.entries(data).map(([key, value]) => [key === from ? to : key, value]));
  return `${JSON.stringify({ ...options, data: renamed }, null, 2)}\n`;
}

/**
 * The source switched to the fit's template, its data key renamed when the fit converts the data; null when the source
 * cannot be rewritten (JSON that does not parse, or a conversion whose data key the text does not hold).
 */
export function sourceForFit(source: string, fit: TemplateFit): string | null {
  let text: string | null = source;
  if (fit.conversion) {
    const { from, to } = fit.conversion;
    text = source.trimStart().startsWith('{') ? renameJsonDataKey(source, from, to) : renameTextDataKey(source, from, to);
  }
  return text === null ? null : withTemplate(text, fit.template.name);
}
