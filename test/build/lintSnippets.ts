// Lints code snippets as if they sat at given paths, with the repository's own eslint.config.mjs, through ESLint's Node API.
import { execFile } from 'node:child_process';
import path from 'node:path';

export interface SnippetCase {
  /** Where the snippet pretends to live, relative to the repository; decides which config blocks apply. */
  filePath: string;
  code: string;
  /** The rule expected to report it (offending snippets only). */
  rule?: string;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

// ESLint loads eslint.config.mjs with import(), which jest's module sandbox cannot do: a plain Node process runs it.
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { code, filePath } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map((message) => message.ruleId ?? 'fatal: ' + message.message));
}
process.stdout.write(JSON.stringify(results));
`;

/** For each snippet, the ids of the rules that reported it (empty when it passes). */
export function lintSnippets(cases: readonly SnippetCase[]): Promise<string[][]> {
  const input = JSON.stringify(cases.map(({ code, filePath }) => ({ code, filePath: path.join(REPO_ROOT, filePath) })));
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--input-type=module', '--eval', LINT_SCRIPT, input],
      { cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as string[][])),
    ),
  );
}
