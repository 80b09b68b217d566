// Templates, themes, palettes and fonts read from the library's registries (never a hand-copied list).
import { listFonts } from '../fonts/fonts';
import { lib } from '../library';
import { sampleData } from './sampleData';
import { DATA_SHAPES } from './schema';
import type { DataShape, FontInfo, InfographicSpec, PaletteInfo, TemplateInfo, ThemeInfo } from '../types';

/** validate reads the shapes from here, beside the templates that use them. */
export { DATA_SHAPES };

/** Structures whose data differs from their category's default shape. */
const STRUCTURE_SHAPES: Record<string, DataShape> = {
  'sequence-interaction': 'lanes',
  'hierarchy-structure': 'layers',
  quadrant: 'quadrant',
};

const CATEGORY_SHAPES: Record<string, DataShape> = {
  list: 'list',
  sequence: 'sequence',
  hierarchy: 'hierarchy',
  compare: 'compare',
  relation: 'relation',
  chart: 'chart',
};

const TITLE_WORDS: Record<string, string> = { tb: 'top-bottom', lr: 'left-right', bt: 'bottom-top', rl: 'right-left', '3d': '3D' };

function structureOf(name: string): string | undefined {
  const structure = (lib.getTemplate(name)?.design as { structure?: unknown } | undefined)?.structure;
  if (typeof structure === 'string') return structure;
  if (structure && typeof structure === 'object') return (structure as { type?: string }).type;
  return undefined;
}

function shapeOf(name: string, category: string, deprecated: boolean): DataShape {
  if (deprecated) return 'items';
  const structure = structureOf(name);
  return (structure && STRUCTURE_SHAPES[structure]) || CATEGORY_SHAPES[category] || 'items';
}

/** "sequence-roadmap-vertical-plain-text" → "Sequence · Roadmap vertical plain text". */
function titleOf(name: string): string {
  const [category = '', ...rest] = name.split('-');
  const words = rest.map((word) => TITLE_WORDS[word] ?? word).join(' ');
  const head = category.charAt(0).toUpperCase() + category.slice(1);
  return words ? `${head} · ${words.charAt(0).toUpperCase()}${words.slice(1)}` : head;
}

let templateCache: TemplateInfo[] | null = null;
/** Name → info, built once: validate looks the template up on every update. */
let templateIndex: Map<string, TemplateInfo> | null = null;

/** Every registered template with category, readable title and data shape. */
export function listTemplates(): TemplateInfo[] {
  if (templateCache) return templateCache.map((t) => ({ ...t }));
  const names = lib.getTemplates();
  const all = new Set(names);
  templateCache = names.map((name) => {
    const category = name.split('-')[0] ?? name;
    // the library keeps old "quadrant-*" names as deprecated aliases of "compare-quadrant-*"
    const deprecated = all.has(`compare-${name}`);
    return { name, category, title: titleOf(name), dataShape: shapeOf(name, category, deprecated), deprecated };
  });
  return templateCache.map((t) => ({ ...t }));
}

/** Exact lookup in the registry (the library's own lookup fuzzy-matches unknown names). */
export function findTemplate(name: string): TemplateInfo | undefined {
  if (!templateIndex) {
    listTemplates();
    templateIndex = new Map(templateCache!.map((t) => [t.name, t]));
  }
  const info = templateIndex.get(name);
  return info ? { ...info } : undefined;
}

export function listThemes(): ThemeInfo[] {
  return lib.getThemes().map((name) => {
    const title = name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
    const background = (lib.getTheme(name) as { colorBg?: unknown } | undefined)?.colorBg;
    return typeof background === 'string' ? { name, title, background } : { name, title };
  });
}

export function listPalettes(): PaletteInfo[] {
  return Object.entries(lib.getPalettes()).map(([name, palette]) => ({
    name,
    title: name.charAt(0).toUpperCase() + name.slice(1),
    colors: swatches(palette),
  }));
}

/** A palette is a colour list or a function of (ratio, index, count); sample six colours either way. */
function swatches(palette: unknown): string[] {
  if (Array.isArray(palette)) return palette.filter((c): c is string => typeof c === 'string').slice(0, 8);
  if (typeof palette === 'function') {
    const count = 6;
    return Array.from({ length: count }, (_, i) => {
      try {
        return String((palette as (ratio: number, index: number, count: number) => unknown)(i / (count - 1), i, count));
      } catch {
        return '#999999';
      }
    });
  }
  return [];
}

export function fonts(): FontInfo[] {
  return listFonts();
}

/** Sample options for a template; unknown names get list data so the caller still sees something sensible. */
export function sampleOptions(template: string): InfographicSpec {
  const info = findTemplate(template);
  return { template, data: sampleData(info?.dataShape ?? 'list') };
}
