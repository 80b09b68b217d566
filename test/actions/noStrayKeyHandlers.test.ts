/**
 * @jest-environment node
 */
// Every key handler in src/ goes through the actions registry: window and element listeners for keys live in src/actions
// (the one actions listener, listenForWidgetKeys, keepKeysWithin), and every onKeyDown/onKeyUp/onKeyPress in a component is a
// widget's table handled by onWidgetKeys, so the shortcuts dialog lists it and "mod" is read one way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');
const SRC = path.join(REPO, 'src');

/** Handlers that are not keys a user presses for something, with why. */
const ALLOWED: Record<string, string> = {
  // Only notes that a key is down, so the select's change that follows is known to come from a key; runs nothing.
  'src/pages/renderer/components/TemplatePicker.tsx: onKeyUp={() => (keyDown.current = false)}': 'bookkeeping',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The stray key handlers of one file's text. */
export function strayKeyHandlers(file: string, text: string): string[] {
  const stray: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (/addEventListener\(\s*['"]key(down|up|press)['"]/.test(line) || /\bon(keydown|keyup|keypress)\s*=/.test(line))
      stray.push(`${where}: ${line.trim()}`);
    const handler = /\bonKey(Down|Up|Press)\b(.*)$/.exec(line);
    if (!handler) return;
    const rest = handler[2]!;
    if (ALLOWED[`${file}: ${line.trim()}`]) return;
    // A type's member ("onKeyDown(event: KeyboardEvent): void;") handles nothing.
    if (/^\(?[^)]*\)\s*:\s*void;/.test(rest) || /^\??:\s*\(/.test(rest)) return;
    // onKeyDown={onWidgetKeys(...)}, onKeyDown: onWidgetKeys(...) or const onKeyDown = onWidgetKeys(...)
    if (/^\s*(=\{|:|=)\s*onWidgetKeys\(/.test(rest)) return;
    // onKeyDown={name}, where the file makes name with onWidgetKeys
    const named = /^=\{(\w+)\}/.exec(rest);
    if (named && new RegExp(`\\b${named[1]} = onWidgetKeys\\(`).test(text)) return;
    // A method whose body is one onWidgetKeys call ("onKeyDown(event) { onWidgetKeys(...)(event); }").
    if (/^\(\w*\)\s*\{/.test(rest) && lines.slice(index + 1, index + 4).some((next) => /^\s*onWidgetKeys\(/.test(next))) return;
    stray.push(`${where}: ${line.trim()}`);
  });
  return stray;
}

test('no key listener outside src/actions, and no component key handler that is not a widget-keys table', () => {
  const stray = filesUnder(SRC)
    .filter((file) => !file.startsWith(path.join(SRC, 'actions') + path.sep))
    .flatMap((file) => strayKeyHandlers(path.relative(REPO, file), readFileSync(file, 'utf8')));
  expect(stray).toEqual([]);
});

test('what counts as stray', () => {
  const file = 'src/x.tsx';
  expect(strayKeyHandlers(file, "window.addEventListener('keydown', onKey, true);")).toHaveLength(1);
  expect(strayKeyHandlers(file, '<input onKeyDown={(event) => event.key === "Enter" && send()} />')).toHaveLength(1);
  expect(strayKeyHandlers(file, '<input onKeyDown={handle} />')).toHaveLength(1);
  expect(strayKeyHandlers(file, 'const handle = onWidgetKeys(TABLE, {});\n<input onKeyDown={handle} />')).toEqual([]);
  expect(strayKeyHandlers(file, '<input onKeyDown={onWidgetKeys(TABLE, { send })} />')).toEqual([]);
  expect(strayKeyHandlers(file, '  onKeyDown(event: KeyboardEvent): void;')).toEqual([]);
  expect(strayKeyHandlers(file, '  onKeyDown(event) {\n    if (event.key === "0") fit();\n  },')).toHaveLength(1);
});
