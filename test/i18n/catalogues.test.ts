// The two catalogues: the same keys area by area, each key named for its file and used somewhere in src/, every message
// valid ICU text with the same placeholders in both languages (a missing, unused or mistyped key fails here).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import messagesLoader from '../../build/loaders/messagesLoader';

const MESSAGES = path.resolve(__dirname, '../../src/i18n/messages');
const SRC = path.resolve(__dirname, '../../src');
const LANGUAGES = ['en', 'zh'] as const;

type Catalogue = Record<string, string>;
const read = (language: string, area: string): Catalogue =>
  JSON.parse(readFileSync(path.join(MESSAGES, language, `${area}.json`), 'utf8')) as Catalogue;
const areas = readdirSync(path.join(MESSAGES, 'en')).map((file) => file.replace(/\.json$/, ''));

/** Placeholder names of a message, ICU's `{name}` / `{name, plural, …}` at any depth, sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      if (token[2] && typeof token[2] === 'object') for (const branch of Object.values(token[2] as object)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('both languages have the same catalogue files', () => {
  expect(readdirSync(path.join(MESSAGES, 'zh')).sort()).toEqual(readdirSync(path.join(MESSAGES, 'en')).sort());
});

describe.each(areas)('the %s catalogue', (area) => {
  const english = read('en', area);
  const chinese = read('zh', area);

  test('holds the same keys in English and Chinese', () => {
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
  });

  test('names every key after its area', () => {
    expect(Object.keys(english).filter((id) => !id.startsWith(`${area}.`))).toEqual([]);
  });

  test.each(LANGUAGES)('has valid ICU text in %s, nothing left empty', (language) => {
    const catalogue = language === 'en' ? english : chinese;
    expect(() => messagesLoader(JSON.stringify(catalogue))).not.toThrow();
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  test('fills the same placeholders in both languages', () => {
    const differ = Object.keys(english).filter(
      (id) => id in chinese && placeholders(english[id]).join() !== placeholders(chinese[id]).join(),
    );
    expect(differ).toEqual([]);
  });
});

test('every key is used in src/ (literally, or by a template such as `shell.page.${page}.title`)', () => {
  const code = sourceFiles(SRC)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const templates = [...code.matchAll(/`([a-z][\w.]*\$\{[^`]*)`/gi)].map(
    ([, template]) => new RegExp(`^${template.replace(/\./g, '\\.').replace(/\$\{[^}]*\}/g, '[\\w-]+')}$`),
  );
  const unused = areas
    .flatMap((area) => Object.keys(read('en', area)))
    .filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`) && !templates.some((pattern) => pattern.test(id)));
  expect(unused).toEqual([]);
});

test('the build compiles a plural for each language', () => {
  const compiled = JSON.parse(
    messagesLoader(JSON.stringify({ a: '{n, plural, one {# file} other {# files}}' }))
      .replace(/^export default /, '')
      .replace(/;$/, ''),
  );
  expect(compiled).toEqual({ a: [['n', 'plural', { one: ['#', ' file'], other: ['#', ' files'] }]] });
});

test('the Chinese interface names a spec one way, 规范, on every page (not 规格, not 定义)', () => {
  const others = areas.flatMap((area) =>
    Object.entries(read('zh', area))
      // 自定义 is "custom", not a spec
      .filter(([, message]) => /规格|(?<!自)定义/.test(message))
      .map(([key]) => key),
  );
  expect(others).toEqual([]);
});
