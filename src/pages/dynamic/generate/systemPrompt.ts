// The system prompt Generate sends: built from the engine's catalogue (src/shared/generation/systemPrompt.ts) with the user's
// hint, or a fallback while the catalogue is still loading.
import type { TemplateInfo } from '../../../engine';
import { buildSystemPrompt } from '../../../shared/generation/systemPrompt';

export const FALLBACK_SYSTEM_PROMPT = [
  'You write infographics for AntV Infographic in its text syntax.',
  'Answer with one fenced block that starts with ```infographic on its own line, then the spec, then ``` on its own line.',
  'The spec starts with `infographic <template-name>`, then an indented `data` block (title, desc, and lists/items with label',
  'and desc), optionally `theme`. Use two spaces to indent, never tabs. Keep any explanation short and outside the block.',
].join('\n');

/** The system prompt from the engine's catalogue, with the user's hint as a template or a category; a fallback before it loads. */
export function generatedSystemPrompt(templates: readonly TemplateInfo[] | null, hint: string): string {
  if (!templates) return FALLBACK_SYSTEM_PROMPT;
  const wanted = hint.trim();
  const isTemplate = templates.some((t) => t.name === wanted);
  const isCategory = !isTemplate && templates.some((t) => String(t.category) === wanted);
  return buildSystemPrompt({
    templates,
    ...(isTemplate ? { templateHint: wanted } : {}),
    ...(isCategory ? { categoryHint: wanted } : {}),
  });
}
