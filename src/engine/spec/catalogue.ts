// Templates, themes, palettes and fonts read from the library's registries (never a hand-copied list).
import { listFonts } from '../fonts/fonts';
import { lib } from '../library';
import { sampleData } from './sampleData';
import { templateTitle } from './templateTitle';
import { t, type MessageId } from '../../i18n/i18n';
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

/** What a template is, whatever the language: its title is made when listed (templateTitle.ts). */
type TemplateFacts = Omit<TemplateInfo, 'title'>;

let templateCache: TemplateFacts[] | null = null;
/** Name → facts, built once: validate looks the template up on every update. */
let templateIndex: Map<string, TemplateFacts> | null = null;

function templateFacts(): TemplateFacts[] {
  if (templateCache) return templateCache;
  const names = lib.getTemplates();
  const all = new Set(names);
  templateCache = names.map((name) => {
    const category = name.split('-')[0] ?? name;
    // the library keeps old "quadrant-*" names as deprecated aliases of "compare-quadrant-*"
    const deprecated = all.has(`compare-${name}`);
    return { name, category, dataShape: shapeOf(name, category, deprecated), deprecated };
  });
  return templateCache;
}

/** Every registered template with category, readable title (in the interface's language now) and data shape. */
export function listTemplates(): TemplateInfo[] {
  return templateFacts().map((facts) => ({ ...facts, title: templateTitle(facts.name) }));
}

/** Exact lookup in the registry (the library's own lookup fuzzy-matches unknown names). */
export function findTemplate(name: string): TemplateInfo | undefined {
  templateIndex ??= new Map(templateFacts().map((facts) => [facts.name, facts]));
  const facts = templateIndex.get(name);
  return facts ? { ...facts, title: templateTitle(facts.name) } : undefined;
}

/** The library's themes and palettes the interface names; one it adds later is its own name, capitalised. */
const THEME_TITLES: Readonly<Record<string, MessageId>> = {
  light: 'engine.theme.light',
  dark: 'engine.theme.dark',
  'hand-drawn': 'engine.theme.handDrawn',
};
const PALETTE_TITLES: Readonly<Record<string, MessageId>> = { antv: 'engine.palette.antv', spectral: 'engine.palette.spectral' };

/** A name's title in the interface's language (made when listed: callers list again after a language switch). */
function titleOf(name: string, titles: Readonly<Record<string, MessageId>>): string {
  const id = Object.hasOwn(titles, name) ? titles[name] : undefined;
  return id ? t(id) : name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
}

export function listThemes(): ThemeInfo[] {
  return lib.getThemes().map((name) => {
    const title = titleOf(name, THEME_TITLES);
    const background = (lib.getTheme(name) as { colorBg?: unknown } | undefined)?.colorBg;
    return typeof background === 'string' ? { name, title, background } : { name, title };
  });
}

export function listPalettes(): PaletteInfo[] {
  return Object.entries(lib.getPalettes()).map(([name, palette]) => ({
    name,
    title: titleOf(name, PALETTE_TITLES),
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
