// A Markdown file as a language-model evaluation writes it: prose, then a fenced spec, many times over. Used by the
// browser spec of the batch check and by its bench.
import { BROKEN_AT_LINE_7, SAMPLE_SPECS } from './specs';

export interface MarkdownBatch {
  markdown: string;
  /** Per spec, in order: whether it renders, and for a broken one the file line it breaks at. */
  expected: { renders: boolean; brokenAtFileLine: number | null }[];
}

/** `count` answers cycling through the sample specs of every category; every fifth is broken at its line 7. */
export function markdownBatch(count: number): MarkdownBatch {
  const lines: string[] = ['# Evaluation run', ''];
  const expected: MarkdownBatch['expected'] = [];
  for (let i = 0; i < count; i += 1) {
    const broken = i % 5 === 4;
    const spec = broken ? BROKEN_AT_LINE_7 : SAMPLE_SPECS[i % SAMPLE_SPECS.length]!.text;
    lines.push(`## Answer ${i + 1}`, '', 'Here is the infographic:', '```infographic');
    const firstSpecLine = lines.length + 1;
    lines.push(...spec.trimEnd().split('\n'), '```', '');
    expected.push({ renders: !broken, brokenAtFileLine: broken ? firstSpecLine + 7 - 1 : null });
  }
  return { markdown: lines.join('\n'), expected };
}
