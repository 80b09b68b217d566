/**
 * @jest-environment node
 */
// Facts the docs quote from the code are checked against it: the files they cite exist, the IndexedDB schema version is
// the code's, and a chunk's size is quoted only with the date it was measured (the current ones are bench/budgets.json's).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_VERSION } from '../../src/shared/document/database';

const REPO = path.resolve(__dirname, '../..');
const DOCS = path.join(REPO, 'docs');
const docs = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(path.join(DOCS, name), 'utf8') }));

/** Each line of every doc, with where it is. */
const lines = docs.flatMap(({ name, text }) => text.split('\n').map((line, i) => ({ where: `docs/${name}:${i + 1}`, line })));

test('every src/, test/, bench/, devServer/, deploy/ and templates/ path the docs cite exists', () => {
  const missing: string[] = [];
  for (const { where, line } of lines) {
    for (const match of line.matchAll(/`((?:src|test|bench|devServer|deploy|templates)\/[^`\s]*)`/g)) {
      const cited = match[1]!.replace(/[.,:;]$/, '');
      // patterns and placeholders (src/pages/<page>/, mdi-*.js, …) name no single file
      if (/[<>*{}…]/.test(cited)) continue;
      if (!existsSync(path.join(REPO, cited))) missing.push(`${where}: ${cited}`);
    }
  }
  expect(missing).toEqual([]);
});

test('the IndexedDB schema version the docs quote is the code constant', () => {
  const quoted = lines.flatMap(({ where, line }) =>
    [...line.matchAll(/\bschema(?: version)? (\d+)\b/gi)].map((match) => ({ where, version: Number(match[1]) })),
  );
  expect(quoted.length).toBeGreaterThan(0);
  expect(quoted.filter(({ version }) => version !== SCHEMA_VERSION)).toEqual([]);
});

test('a chunk size is quoted only with the date it was measured', () => {
  const size = /\b\d[\d,]*(\.\d+)?\s?(KiB|KB|MiB|MB)\b/;
  const dated = /\b(measured|on) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/i;
  const undated = lines.filter(({ line }) => /\bchunks?\b/i.test(line) && size.test(line) && !dated.test(line)).map(({ where }) => where);
  expect(undated).toEqual([]);
});
