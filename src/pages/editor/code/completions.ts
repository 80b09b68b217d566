// Autocomplete for the text syntax: template names (with category and title), block keys, the keys valid where the cursor
// is (the data keys of the source's template), theme and palette names, colours, fonts and icon names. The engine's lists
// arrive once it is loaded; the icon names come with the icon chunk, loaded when first asked for, each icon's drawing with its own chunk.
import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { keysAllowedUnder, loadIconSet, templateOfSource, type DataShape, type Engine } from '../../../engine';
import type { DrawnCompletion } from './completionGlyphs';
import { completionPlaceAt, type CompletionKind } from './completionContext';
import { isJsonSource } from './sourceForm';
import { once } from '../../../runtime/lazy';
import { t } from '../../../i18n/i18n';

/** The data keys each data shape reads (docs/engine.md, DATA_SHAPES); relations go with nodes and lanes. */
const SHAPE_KEYS: Record<DataShape, string[]> = {
  list: ['lists'],
  sequence: ['sequences'],
  hierarchy: ['root'],
  compare: ['compares'],
  quadrant: ['compares'],
  relation: ['nodes', 'relations'],
  chart: ['values'],
  lanes: ['sequences', 'relations'],
  layers: ['items'],
  items: ['items'],
};

const ITEM_KEYS = ['label', 'desc', 'icon', 'value', 'id', 'children', 'illus', 'group', 'category', 'attributes'];
const RELATION_KEYS = ['from', 'to', 'label', 'direction', 'showArrow', 'arrowType', 'lineStyle', 'id'];

/** Colours offered whatever the engine: the app's accent blue, white and black; the palettes' colours follow. */
const BASIC_COLOURS = ['#1783FF', '#FFFFFF', '#000000'];

/** What a value may grow into while the list stays open (a colour starts with #, a font name has spaces). */
const VALID_FOR: Partial<Record<CompletionKind, RegExp>> = { colour: /^#?[\w-]*$/, font: /^[\w -]*$/ };

const keys = (names: readonly string[], detail: string): Completion[] => names.map((label) => ({ label, type: 'property', detail }));

/** The data keys offered for a source: its template's shape first, then the rest of what `data` allows. */
export function dataKeysFor(shape: DataShape | null): string[] {
  const all = keysAllowedUnder('data');
  const wanted = shape ? ['title', 'desc', ...SHAPE_KEYS[shape]] : [...all];
  const drawable = new Set(Object.values(SHAPE_KEYS).flat());
  // Keys of other shapes are left out: they would draw nothing with this template.
  return shape ? [...wanted, ...all.filter((key) => !wanted.includes(key) && !drawable.has(key))] : wanted;
}

/** Each colour once: the basic ones, then every palette's, each with the palette it comes from. */
export function colourOptions(engine: Engine | null): Completion[] {
  const seen = new Map<string, Completion>();
  for (const colour of BASIC_COLOURS) seen.set(colour.toUpperCase(), { label: colour, type: 'colour' });
  for (const palette of engine?.palettes() ?? [])
    for (const colour of palette.colors)
      if (!seen.has(colour.toUpperCase())) seen.set(colour.toUpperCase(), { label: colour, type: 'colour', detail: palette.title });
  return [...seen.values()];
}

/** The local icon set's names, each drawing its icon in the list once its chunk is here; loaded once (a failed load is tried again next time). */
export const iconNameOptions: () => Promise<DrawnCompletion[]> = once(() =>
  loadIconSet().then((set) =>
    set.iconNames().map((name) => ({ label: name, type: 'icon', svg: () => set.loadedIconSvg(name) ?? set.iconSvg(name) })),
  ),
);

function optionsFor(kind: Exclude<CompletionKind, 'icon'>, engine: Engine | null, text: () => string): Completion[] {
  switch (kind) {
    case 'template':
      return (engine?.templates() ?? [])
        .filter((entry) => !entry.deprecated)
        .map((entry) => ({ label: entry.name, type: 'type', detail: entry.category, info: entry.title }));
    case 'blockKey':
      return keys(keysAllowedUnder(''), t('editor.completion.block'));
    case 'dataKey': {
      const template = templateOfSource(text());
      const shape = engine?.templates().find((entry) => entry.name === template)?.dataShape ?? null;
      return keys(dataKeysFor(shape), shape ? `data · ${shape}` : 'data');
    }
    case 'itemKey':
      return keys(ITEM_KEYS, t('editor.completion.item'));
    case 'relationKey':
      return keys(RELATION_KEYS, t('editor.completion.relation'));
    case 'themeKey':
      return keys(keysAllowedUnder('theme'), 'theme');
    case 'designKey':
      return keys(keysAllowedUnder('design'), 'design');
    case 'theme':
      return (engine?.themes() ?? []).map((theme) => ({ label: theme.name, type: 'constant', detail: theme.title }));
    case 'palette':
      return (engine?.palettes() ?? []).map((p) => ({ label: p.name, type: 'constant', detail: p.title }));
    case 'colour':
      return colourOptions(engine);
    case 'font':
      return (engine?.fonts() ?? []).map((f) => ({ label: f.family, type: 'font', detail: f.title }));
  }
}

/** The completion source; `engine()` gives the engine once loaded (template, theme and palette lists need it). */
export function infographicCompletions(engine: () => Engine | null): CompletionSource {
  return (context: CompletionContext): CompletionResult | null | Promise<CompletionResult | null> => {
    // The lines, not the whole text: the editor's update listener already made this keystroke's one text string.
    const lines = context.state.doc.toJSON();
    if (isJsonSource(lines.find((text) => text.trim() !== '') ?? '')) return null;
    const line = context.state.doc.lineAt(context.pos);
    const place = completionPlaceAt(lines, line.number - 1, context.pos - line.from);
    // Keys are offered while typing one or on request (mod+Space); an empty value place only on request too.
    if (!place || (place.typed === '' && !context.explicit && place.kind !== 'template')) return null;
    const result = (options: Completion[]): CompletionResult | null =>
      options.length ? { from: line.from + place.column, options, validFor: VALID_FOR[place.kind] ?? /^[\w-]*$/ } : null;
    if (place.kind === 'icon') return iconNameOptions().then(result, () => null);
    return result(optionsFor(place.kind, engine(), () => lines.join('\n')));
  };
}
