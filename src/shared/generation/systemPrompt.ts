// The system prompt for a model, generated from the engine's own catalogue: the syntax rules, one example per data shape
// (written by our serializer), and every template by category with the data it reads and the fields it draws.
import { drawnFields, shapeDescription, shapeExample, type DataShape, type DrawnField, type TemplateInfo } from '../../engine';

/** Longest system prompt sent: three times the generated one (16,512 characters, docs/generation-prompt.md), room for edits. */
export const MAX_SYSTEM_PROMPT_CHARS = 50_000;

export interface SystemPromptOptions {
  /** The engine's catalogue (`engine.templates()`). */
  templates: readonly TemplateInfo[];
  /** A template the user asked for. */
  templateHint?: string;
  /** A category the user asked for (list, sequence, hierarchy, compare, relation, chart…). */
  categoryHint?: string;
}

/** Words for the drawn fields, in the order the syntax writes them. */
const FIELD_WORDS: Record<DrawnField, string> = {
  title: 'title',
  desc: 'desc',
  label: 'label',
  itemDesc: 'item desc',
  value: 'value',
  icon: 'icon',
};

const RULES = `You turn requests into infographics written in the AntV Infographic text syntax.
Answer with at most one short sentence, then exactly one fenced block labelled infographic:
\`\`\`infographic
infographic <template-name>
data
  title ...
\`\`\`
Syntax rules:
- The first line is "infographic " and a template name from the list below, written exactly.
- Top-level blocks, unindented: data, theme (optional). Nothing else.
- Indent with exactly two spaces per level. Never tabs.
- One "key value" per line: the value is plain text to the end of the line, without quotes or Markdown.
- List entries start with "- " (never "*", "•" or "1."); an entry's other keys are indented under it; nested items go under "children".
- icon: one or two English words naming a simple icon (rocket, user, chart, shield). No URLs, no HTML, no emoji.
- value: a plain number (no units or %).
- Optional "theme dark", or a theme block with "colorPrimary #hex" and "palette #hex #hex #hex". No fonts, no font-family.
- Write only the fields the chosen template draws (listed after it); others are ignored.
- Keep labels short (1-4 words) and descriptions under 12 words; 3-8 items unless the data has more.
- Write titles, labels and descriptions in the language of the user's request (Chinese for a request in Chinese); keys, template names and icon words stay English.`;

/** Templates grouped by category, then by what they read and draw, so each group's facts are said once. */
function templateLines(templates: readonly TemplateInfo[]): string[] {
  const groups = new Map<string, { category: string; shape: DataShape; fields: string; names: string[] }>();
  for (const t of templates) {
    if (t.deprecated) continue;
    const fields = (drawnFields(t.name) ?? []).map((f) => FIELD_WORDS[f]).join(', ');
    const key = `${t.category}|${t.dataShape}|${fields}`;
    const group = groups.get(key) ?? { category: t.category, shape: t.dataShape, fields, names: [] };
    group.names.push(t.name);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => `- [${g.shape}] draws ${g.fields || 'its items'}: ${g.names.join(', ')}`);
}

/** The shapes the listed templates read, in catalogue order. */
function shapesOf(templates: readonly TemplateInfo[]): DataShape[] {
  return [...new Set(templates.filter((t) => !t.deprecated).map((t) => t.dataShape))];
}

function hintLines({ templates, templateHint, categoryHint }: SystemPromptOptions): string[] {
  const lines: string[] = [];
  const template = templateHint?.trim();
  if (template) {
    const known = templates.find((t) => t.name === template && !t.deprecated);
    lines.push(
      known
        ? `Use the template ${known.name} (data shape ${known.dataShape}).`
        : `The user would like a template like "${template}"; pick the closest name from the list.`,
    );
  }
  const category = categoryHint?.trim().toLowerCase();
  if (category) lines.push(`Use a template of the ${category} category.`);
  return lines;
}

/** The whole system prompt; the same catalogue and hints always give the same text. */
export function buildSystemPrompt(options: SystemPromptOptions): string {
  const { templates } = options;
  const shapes = shapesOf(templates);
  const examples = shapes.map((shape, i) => `[${shape}] ${shapeDescription(shape)}\n${shapeExample(shape, i === 0).trimEnd()}`);
  const hints = hintLines(options);
  return [
    RULES,
    `Data shapes (the data a template reads), each with an example:\n${examples.join('\n')}`,
    `Templates by data shape, with the fields each draws:\n${templateLines(templates).join('\n')}`,
    ...(hints.length ? [hints.join('\n')] : []),
  ].join('\n\n');
}
