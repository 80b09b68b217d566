// Reads the CSS the library's canvas editor would inject as <style> elements, straight from its shipped source, so a test
// can prove our stylesheet serves the same rules (and notices when a library upgrade changes them).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const EDITOR_SOURCE = join(__dirname, '../../../node_modules/@antv/infographic/src/editor');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A file's top-level constants: strings, template literals and numbers, with `${NAME}` filled in. */
function constantsOf(source: string): Map<string, string> {
  const raw = new Map<string, string>();
  for (const match of source.matchAll(/^const (\w+) = (?:'([^']*)'|`([^`]*)`|(\d+));/gms)) {
    raw.set(match[1]!, match[2] ?? match[3] ?? match[4]!);
  }
  const resolved = new Map<string, string>();
  const resolve = (name: string): string => {
    if (!resolved.has(name)) resolved.set(name, fill(raw.get(name) ?? '', resolve));
    return resolved.get(name)!;
  };
  for (const name of raw.keys()) resolve(name);
  return resolved;
}

function fill(template: string, resolve: (name: string) => string): string {
  return template.replace(/\$\{(\w+)\}/g, (_all, name: string) => resolve(name));
}

/** Every `injectStyleOnce(id, css, …)` in the library's editor: id → css. */
export function libraryEditorStyles(): Map<string, string> {
  const styles = new Map<string, string>();
  for (const file of sourceFiles(EDITOR_SOURCE)) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('injectStyleOnce(')) continue;
    const constants = constantsOf(source);
    const lookup = (name: string) => constants.get(name) ?? '';
    for (const call of source.matchAll(/injectStyleOnce\(\s*(\w+),\s*(?:`([^`]*)`|(\w+))/g)) {
      const id = lookup(call[1]!);
      const css = call[2] !== undefined ? fill(call[2], lookup) : lookup(call[3]!);
      styles.set(id, css);
    }
  }
  return styles;
}

/** CSS with comments dropped, whitespace collapsed and one kind of quote, for comparing rules regardless of how they are formatted. */
export function normalizeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}
