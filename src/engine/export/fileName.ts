// Download names from the infographic's title; pure so pages can show the name before exporting.
import type { InfographicSpec } from '../types';

const MAX_BASE_LENGTH = 60;

/** "Quarterly Results 2025!" → "quarterly-results-2025.png"; falls back to the template name, then "infographic". */
export function fileNameFor(
  options: InfographicSpec | null | undefined,
  extension: 'svg' | 'png' | 'jpg' | 'webp' | 'pdf' | 'pptx' | 'txt' | 'json',
): string {
  const title = typeof options?.data?.title === 'string' ? options.data.title : '';
  const base = slug(title) || slug(typeof options?.template === 'string' ? options.template : '') || 'infographic';
  return `${base}.${extension}`;
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // drop combining accents so "Café" → "cafe"
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-') // keeps non-Latin letters (CJK titles) but no path or shell characters
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/g, '');
}
