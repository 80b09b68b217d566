// Fonts are ours: the library's CDN fonts are re-registered without URLs and every family it names maps to a webfont we ship.
import { t, type MessageId } from '../../i18n/i18n';
import type { FontInfo } from '../types';
import { lib } from '../library';
import { DEFAULT_ENGINE_FAMILY, ENGINE_FAMILIES, type EngineFamily } from './shippedFonts';

function stackOf(family: EngineFamily): string {
  return [...family.families.map((name) => `"${name}"`), family.generic].join(', ');
}

/** The stack used when a source names no font: the stand-in for the library's own default. */
export const DEFAULT_FONT_STACK = stackOf(ENGINE_FAMILIES[DEFAULT_ENGINE_FAMILY]);

let installed = false;

/** Strips URLs from every registered font so the library never adds a CDN <link>; sets our default. Idempotent. */
export function installLocalFonts(): void {
  if (installed) return;
  installed = true;
  for (const font of lib.getFonts()) {
    // Same family key overwrites the registry entry; an empty fontWeight map yields no URLs to load.
    lib.registerFont({ ...font, fontFamily: unquote(font.fontFamily), baseUrl: '', fontWeight: {} });
  }
  lib.setDefaultFont(DEFAULT_FONT_STACK);
}

function unquote(family: string): string {
  return family.trim().replace(/^["']|["']$/g, '');
}

/** A font name or CSS stack → the CSS stack drawn (library family names are swapped for the webfonts we ship). */
export function localFontStack(font: string | undefined): string {
  if (!font) return DEFAULT_FONT_STACK;
  const first = unquote(font.split(',')[0] ?? '');
  const known = ENGINE_FAMILIES[first];
  if (known) return stackOf(known);
  // A family we do not ship: the user's machine may have it; else our default draws.
  return font.includes(',') ? font : `"${unquote(font)}", ${DEFAULT_FONT_STACK}`;
}

const DRAWN_AS = {
  sameDesign: 'engine.font.sameDesign',
  standsIn: 'engine.font.standsIn',
  handwritingStandsIn: 'engine.font.handwritingStandsIn',
} as const satisfies Record<NonNullable<EngineFamily['drawnAs']>['as'], MessageId>;

/** "Source Han Sans (as Noto Sans SC)", "Noto Sans SC (stands in for Alibaba PuHuiTi)": in the interface's language. */
function fontTitle(family: string, { drawnAs }: EngineFamily): string {
  return drawnAs ? t(DRAWN_AS[drawnAs.as], { family, face: drawnAs.face }) : family;
}

/** The fonts a page can offer: the library's registry, each named by the face actually drawn, with its stack. */
export function listFonts(): FontInfo[] {
  return lib.getFonts().map((font) => {
    const family = unquote(font.fontFamily);
    const local = ENGINE_FAMILIES[family];
    return { family, title: local ? fontTitle(family, local) : family, stack: localFontStack(family) };
  });
}
