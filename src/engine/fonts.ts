// Fonts are local: the library's CDN fonts are re-registered without URLs and every family maps to a system stack.
import type { FontInfo } from './types';
import { lib } from './library';

const SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
const SERIF = 'Georgia, "Times New Roman", "Noto Serif", "Songti SC", "SimSun", "Noto Serif CJK SC", serif';
const KAI = '"Kaiti SC", "STKaiti", "KaiTi", "Noto Serif CJK SC", Georgia, serif';
const HAND = '"Comic Sans MS", "Segoe Print", "Bradley Hand", "Chalkboard SE", "Marker Felt", "Kaiti SC", cursive';

/** Local stand-ins for the library's built-in (CDN-hosted) families, with readable names. */
const LOCAL_STACKS: Record<string, { title: string; stack: string }> = {
  'Alibaba PuHuiTi': { title: 'Sans (system)', stack: SANS },
  'Source Han Sans': { title: 'Sans, CJK (system)', stack: SANS },
  'Source Han Serif': { title: 'Serif (system)', stack: SERIF },
  'LXGW WenKai': { title: 'Kai / calligraphic (system)', stack: KAI },
  '851tegakizatsu': { title: 'Handwritten (system)', stack: HAND },
};

/** The stack used when a source names no font. */
export const DEFAULT_FONT_STACK = SANS;

let installed = false;

/** Strips URLs from every registered font so the library never adds a CDN <link>; sets a system default. Idempotent. */
export function installLocalFonts(): void {
  if (installed) return;
  installed = true;
  for (const font of lib.getFonts()) {
    // Same family key overwrites the registry entry; an empty fontWeight map yields no URLs to load.
    lib.registerFont({ ...font, fontFamily: unquote(font.fontFamily), baseUrl: '', fontWeight: {} });
  }
  lib.setDefaultFont(SANS);
}

function unquote(family: string): string {
  return family.trim().replace(/^["']|["']$/g, '');
}

/** A font name or CSS stack → a CSS stack of local fonts (library family names are swapped for their stand-ins). */
export function localFontStack(font: string | undefined): string {
  if (!font) return DEFAULT_FONT_STACK;
  const first = unquote(font.split(',')[0] ?? '');
  const known = LOCAL_STACKS[first];
  if (known) return known.stack;
  // A family we do not ship: try it locally, fall back to the system sans stack.
  return font.includes(',') ? font : `"${unquote(font)}", ${SANS}`;
}

/** The fonts a page can offer: the library's registry, each with the local stack it renders with. */
export function listFonts(): FontInfo[] {
  return lib.getFonts().map((font) => {
    const family = unquote(font.fontFamily);
    const local = LOCAL_STACKS[family];
    return { family, title: local?.title ?? family, stack: localFontStack(family) };
  });
}
