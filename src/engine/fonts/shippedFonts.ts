// The webfonts the app ships (served from our origin, two lazy CSS chunks per family) and the engine's families they draw.

/** A family we ship: its @font-face CSS chunks and the weights it has (others are the browser's synthetic bold). */
export interface ShippedFamily {
  family: string;
  weights: number[];
  /**
   * Add the family's @font-face rules to the document, in order: its Latin, Cyrillic and Vietnamese slices (a small CSS
   * chunk), then the rest (the CJK slices, without the characters of the first). No woff2 is fetched until text needs it.
   */
  loadCss: [latin: () => Promise<unknown>, rest: () => Promise<unknown>];
}

export const SHIPPED_FAMILIES: Record<string, ShippedFamily> = {
  'Noto Sans SC': {
    family: 'Noto Sans SC',
    weights: [400, 700],
    loadCss: [
      () => import(/* webpackChunkName: "font-noto-sans-sc" */ './faces/notoSansSc.css?part=latin'),
      () => import(/* webpackChunkName: "font-noto-sans-sc-rest" */ './faces/notoSansSc.css?part=rest'),
    ],
  },
  'Noto Serif SC': {
    family: 'Noto Serif SC',
    weights: [400],
    loadCss: [
      () => import(/* webpackChunkName: "font-noto-serif-sc" */ './faces/notoSerifSc.css?part=latin'),
      () => import(/* webpackChunkName: "font-noto-serif-sc-rest" */ './faces/notoSerifSc.css?part=rest'),
    ],
  },
  'LXGW WenKai': {
    family: 'LXGW WenKai',
    weights: [400],
    loadCss: [
      () => import(/* webpackChunkName: "font-lxgw-wenkai" */ './faces/lxgwWenKai.css?part=latin'),
      () => import(/* webpackChunkName: "font-lxgw-wenkai-rest" */ './faces/lxgwWenKai.css?part=rest'),
    ],
  },
  Yomogi: {
    family: 'Yomogi',
    weights: [400],
    loadCss: [
      () => import(/* webpackChunkName: "font-yomogi" */ './faces/yomogi.css?part=latin'),
      () => import(/* webpackChunkName: "font-yomogi-rest" */ './faces/yomogi.css?part=rest'),
    ],
  },
};

/** How each family the engine names is drawn here: the same design where it is published freely, else the nearest free one. */
export interface EngineFamily {
  /**
   * What the font picker says (src/engine/fonts/fonts.ts words it in the interface's language): the face actually drawn,
   * and how it relates to the family the engine names (drawn as it, or standing in for it, handwritten or not).
   */
  drawnAs?: { face: string; as: 'sameDesign' | 'standsIn' | 'handwritingStandsIn' };
  /** Shipped families in fallback order (a character goes to the first whose slices cover it, as in the browser). */
  families: string[];
  generic: 'sans-serif' | 'serif' | 'cursive';
}

export const ENGINE_FAMILIES: Record<string, EngineFamily> = {
  // PuHuiTi is not on npm; Noto Sans SC is the nearest freely licensed CJK sans.
  'Alibaba PuHuiTi': {
    drawnAs: { face: 'Noto Sans SC', as: 'standsIn' },
    families: ['Noto Sans SC'],
    generic: 'sans-serif',
  },
  'Source Han Sans': { drawnAs: { face: 'Noto Sans SC', as: 'sameDesign' }, families: ['Noto Sans SC'], generic: 'sans-serif' },
  'Source Han Serif': { drawnAs: { face: 'Noto Serif SC', as: 'sameDesign' }, families: ['Noto Serif SC'], generic: 'serif' },
  'LXGW WenKai': { families: ['LXGW WenKai'], generic: 'serif' },
  // 851tegakizatsu is not on npm; Yomogi (OFL) is casual Japanese handwriting too, and LXGW WenKai draws the Chinese
  // characters Yomogi lacks.
  '851tegakizatsu': {
    drawnAs: { face: 'Yomogi', as: 'handwritingStandsIn' },
    families: ['Yomogi', 'LXGW WenKai'],
    generic: 'cursive',
  },
};

/** The engine's default family (the library's own default), drawn when a picture names no font. */
export const DEFAULT_ENGINE_FAMILY = 'Alibaba PuHuiTi';

/** A CSS font stack → the shipped families in it, in order. */
export function shippedFamiliesIn(stack: string): string[] {
  return stack
    .split(',')
    .map((name) => name.trim().replace(/^["']|["']$/g, ''))
    .filter((name, index, all) => SHIPPED_FAMILIES[name] !== undefined && all.indexOf(name) === index);
}
