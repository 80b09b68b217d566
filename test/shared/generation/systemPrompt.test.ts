// The system prompt comes from the engine's catalogue: every template named, its fields said, and it stays compact.
import { listTemplates } from '../../../src/engine/spec/catalogue';
import { TEMPLATE_FIELDS } from '../../../src/engine/prompt/promptCatalogueFields';
import { buildSystemPrompt } from '../../../src/shared/generation/systemPrompt';
import { buildUserMessage } from '../../../src/shared/generation/userMessage';

const templates = listTemplates();
const prompt = buildSystemPrompt({ templates });

/**
 * 17,000 characters is about 4,300 tokens (4 characters a token): about 3% of a 128k-token context and half of an
 * 8k-token local model's window, leaving room for the data and a full answer. The floor is the 276 template names
 * themselves (about 8,500 characters with separators), which a model needs written exactly; rules, examples and the
 * drawn fields add the rest.
 */
const MAX_PROMPT_CHARS = 17_000;

it('names every current template exactly, and no deprecated alias', () => {
  const named = new Set(prompt.match(/[a-z0-9]+(?:-[a-z0-9]+)+/g));
  for (const t of templates) expect(named.has(t.name)).toBe(!t.deprecated);
});

it('stays under its size bound', () => {
  console.log(`system prompt: ${prompt.length} characters for ${templates.length} templates`);
  expect(prompt.length).toBeLessThan(MAX_PROMPT_CHARS);
});

it('says which fields a template draws beside its name', () => {
  const line = (name: string) => prompt.split('\n').find((l) => l.includes(` ${name},`) || l.endsWith(` ${name}`))!;
  const withIcons = templates.find((t) => !t.deprecated && TEMPLATE_FIELDS[t.name]?.includes('icon'))!;
  const withoutIcons = templates.find((t) => !t.deprecated && TEMPLATE_FIELDS[t.name] && !TEMPLATE_FIELDS[t.name]!.includes('icon'))!;
  expect(line(withIcons.name)).toMatch(/draws [^:]*icon/);
  expect(line(withoutIcons.name)).not.toMatch(/draws [^:]*icon/);
  expect(line(withIcons.name)).toContain(`[${withIcons.dataShape}]`);
});

it('teaches the syntax with examples written by the serializer', () => {
  expect(prompt).toContain('```infographic');
  expect(prompt).toMatch(/\n {2}lists\n {4}- label Research\n {6}desc Understand the problem/);
  expect(prompt).toMatch(/relations\n {4}- from user\n {6}to web/);
  expect(prompt).not.toMatch(/\t/);
});

it('adds the template and category hints', () => {
  const hinted = buildSystemPrompt({ templates, templateHint: 'chart-pie-plain-text', categoryHint: 'Chart' });
  expect(hinted).toContain('Use the template chart-pie-plain-text (data shape chart).');
  expect(hinted).toContain('Use a template of the chart category.');
  expect(buildSystemPrompt({ templates, templateHint: 'pie' })).toContain('a template like "pie"');
  expect(buildSystemPrompt({ templates, templateHint: ' ', categoryHint: '' })).toBe(prompt);
});

it('folds "use my data" into the user message in its own block, naming its format', () => {
  expect(buildUserMessage({ prompt: ' A timeline ' })).toBe('A timeline');
  const csv = buildUserMessage({ prompt: 'Revenue', data: 'quarter,revenue\nQ1,120\nQ2,180' });
  expect(csv).toBe(
    'Revenue\n\nUse my data (CSV) below: every row or item becomes an item, with its numbers and names as written; invent nothing.\n```csv\nquarter,revenue\nQ1,120\nQ2,180\n```',
  );
  expect(buildUserMessage({ prompt: '', data: '[{"a":1}]' })).toMatch(
    /^Make an infographic of this data\.\n\nUse my data \(JSON\)[^\n]*\n```json\n/,
  );
  expect(buildUserMessage({ prompt: 'x', data: '| a | b |\n|---|---|\n| 1 | 2 |' })).toContain('(a table)');
  expect(buildUserMessage({ prompt: 'x', data: 'We met, talked.\nThen left' })).toContain('(notes)');
  // data holding a fence cannot close the block around it
  expect(buildUserMessage({ prompt: 'x', data: '```\nhi\n```', format: 'text' })).toContain('````text\n```\nhi\n```\n````');
  const long = buildUserMessage({ prompt: 'x', data: 'a'.repeat(25_000) });
  expect(long).toContain('cut to its first 20,000 characters');
  expect(long.length).toBeLessThan(20_400);
});
