/**
 * @jest-environment node
 */
// Tests mirror src/, so a behaviour's test is found in one guess: a unit test at test/<folder>/<name>.test.ts(x) (or
// <name>.<aspect>.test.ts(x), a second file for one module) tests src/<folder>/<name>.ts(x) (a page's: src/pages/<page>/index.tsx);
// a test of a behaviour that spans files sits in the folder of the src files it imports most; one that reads src as text and
// imports none of it sits in a folder src has. test/devServer mirrors devServer/ the same way. Not checked: test/build (the
// build and the docs), test/e2e (the browser suite, by page), test/support and any support/ folder (helpers), test/fuzz
// (properties of many modules), test/fixtures.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');
const NOT_MIRRORED = ['test/build', 'test/e2e', 'test/support', 'test/fuzz', 'test/fixtures'];
const EXTENSIONS = ['.ts', '.tsx'];

function testFiles(dir: string): string[] {
  return readdirSync(path.join(REPO, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (NOT_MIRRORED.includes(relative) || name === 'support') return [];
    if (statSync(path.join(REPO, relative)).isDirectory()) return testFiles(relative);
    return /\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** test/devServer/x → devServer/x; test/a/b → src/a/b. */
function mirrorOf(testDir: string): string {
  const inside = testDir.replace(/^test\/?/, '');
  return inside === 'devServer' || inside.startsWith('devServer/') ? inside : `src/${inside}`.replace(/\/$/, '');
}

/** The module a relative specifier names, as a repository path, or null when it is no .ts(x) file of ours. */
function resolve(fromFile: string, specifier: string): string | null {
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && existsSync(path.join(REPO, file))) ?? null;
}

/** The folders of the code under test a test imports from (or mocks), each with how many of its modules it names. */
function importedFolders(testFile: string): Map<string, number> {
  const source = readFileSync(path.join(REPO, testFile), 'utf8');
  const modules = new Set<string>();
  for (const match of source.matchAll(
    /(?:from\s+|import\s*\(\s*|import\s+|jest\.(?:mock|requireActual)(?:<[^>]*>)?\(\s*)['"](\.[^'"]+)['"]/g,
  )) {
    const file = resolve(testFile, match[1]!);
    if (file && (file.startsWith('src/') || file.startsWith('devServer/'))) modules.add(file);
  }
  const folders = new Map<string, number>();
  for (const file of modules) folders.set(path.posix.dirname(file), (folders.get(path.posix.dirname(file)) ?? 0) + 1);
  return folders;
}

function moduleExists(pathWithoutExtension: string): boolean {
  return [...EXTENSIONS.map((ext) => pathWithoutExtension + ext), ...EXTENSIONS.map((ext) => `${pathWithoutExtension}/index${ext}`)].some(
    (file) => existsSync(path.join(REPO, file)),
  );
}

/** Every .ts(x) file under src/ and devServer/ by its name without extension (index files by their folder's name too). */
function codeFilesByName(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(REPO, dir))) {
      const relative = `${dir}/${name}`;
      if (statSync(path.join(REPO, relative)).isDirectory()) walk(relative);
      else if (EXTENSIONS.includes(path.extname(name))) {
        const base = path.basename(name, path.extname(name));
        byName.set(base, [...(byName.get(base) ?? []), dir]);
      }
    }
  };
  walk('src');
  walk('devServer');
  return byName;
}
const CODE_FILES = codeFilesByName();

/** Where the test should be, in words, or null when it is where it should be. */
function misplaced(testFile: string, folders = importedFolders(testFile)): string | null {
  const dir = path.posix.dirname(testFile);
  const name = path.posix.basename(testFile).replace(/\.test\.tsx?$/, '');
  // fence.chatAnswer.test.ts: a second test file of fence.ts
  const moduleName = name.split('.')[0]!;
  const mirror = mirrorOf(dir);
  if (moduleExists(`${mirror}/${moduleName}`)) return null;
  const most = Math.max(0, ...folders.values());
  const top = [...folders].filter(([, count]) => count === most).map(([folder]) => folder);
  if (top.includes(mirror)) return null;
  if (top.length === 0 && existsSync(path.join(REPO, mirror))) return null;
  const testDirOf = (srcDir: string) => `test/${srcDir.replace(/^src\/?/, '')}`.replace(/\/$/, '');
  const ext = path.posix.basename(testFile).endsWith('.tsx') ? '.tsx' : '.ts';
  const named = CODE_FILES.get(moduleName) ?? [];
  const why = `${testFile}: no ${mirror}/${moduleName}.ts(x)`;
  if (named.length > 0) return `${why}: move it to ${named.map((folder) => `${testDirOf(folder)}/${name}.test${ext}`).join(' or ')}`;
  if (top.length === 0) return `${why}, no folder ${mirror}/, and it imports nothing from src/: name it after the src file it tests`;
  const places = top.map((folder) => `${testDirOf(folder)}/${name}.test${ext}`).join(' or ');
  return `${why}, and it imports most from ${top.join(', ')}/: name it after the src file it tests (<file>.<aspect>.test${ext} for a second file), or move it to ${places}`;
}

test('every unit test sits where the code it tests sits in src/ (test/a/b/c.test.ts for src/a/b/c.ts)', () => {
  const files = testFiles('test');
  expect(files.length).toBeGreaterThan(100);
  expect(files.map((file) => misplaced(file)).filter((problem) => problem !== null)).toEqual([]);
});

test('a test one folder away from its code is caught, and the message says where it goes', () => {
  // The real test of src/pages/editor/code/indentAsYouType.ts, imagined one folder up (its imports read where it really is).
  const real = 'test/pages/editor/code/indentAsYouType.test.ts';
  const folders = importedFolders(real);
  expect(misplaced(real, folders)).toBeNull();
  expect(misplaced('test/pages/editor/code/indentAsYouType.keys.test.ts', folders)).toBeNull();
  expect(misplaced('test/pages/editor/indentAsYouType.test.ts', folders)).toMatch(
    /move it to test\/pages\/editor\/code\/indentAsYouType\.test\.ts$/,
  );
  // Named after no file: in the folder of what it imports most it is a behaviour test, in place; elsewhere it is told where.
  expect(misplaced('test/pages/editor/code/typing.test.ts', folders)).toBeNull();
  expect(misplaced('test/pages/editor/typing.test.ts', folders)).toMatch(
    /imports most from src\/pages\/editor\/code\/.*test\/pages\/editor\/code\/typing\.test\.ts/,
  );
});
