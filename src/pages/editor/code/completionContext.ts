// What the cursor is on, for completion: the template name, a block key, a key under a block or in an item, or a
// theme, palette, colour, font or icon value. Read from the lines above (the syntax nests by indentation), without the engine.

export type CompletionKind =
  | 'template'
  | 'blockKey'
  | 'dataKey'
  | 'itemKey'
  | 'relationKey'
  | 'themeKey'
  | 'designKey'
  | 'theme'
  | 'palette'
  | 'colour'
  | 'font'
  | 'icon';

/** Theme keys (at any depth: `colorBg`, `base > text > fill`) whose value is a colour. */
const COLOUR_KEYS = ['colorBg', 'colorPrimary', 'fill', 'stroke', 'color', 'background', 'backgroundColor'];
/** Theme keys whose value is a font family (`base > text > font-family`). */
const FONT_KEYS = ['font-family', 'fontFamily', 'font'];

export interface CompletionPlace {
  kind: CompletionKind;
  /** Offset in the line where the word being completed starts. */
  column: number;
  /** The word typed so far. */
  typed: string;
}

interface KeyLine {
  indent: number;
  key: string;
}

/** The key a line opens (its first word, after a list dash), with the column the key starts at. */
function keyLineOf(text: string): KeyLine | null {
  const match = /^(\s*)(-\s+)?([A-Za-z_][\w-]*)/.exec(text);
  if (!match || text.trim().startsWith('#') || text.trim().startsWith('//')) return null;
  return { indent: match[1]!.length + (match[2]?.length ?? 0), key: match[3]! };
}

/** The keys enclosing a position of indentation `indent` on line `index`, outermost first. */
function parentsOf(lines: readonly string[], index: number, indent: number): string[] {
  const parents: string[] = [];
  let depth = indent;
  for (let i = index - 1; i >= 0 && depth > 0; i--) {
    const text = lines[i]!;
    if (text.trim() === '') continue;
    const lineIndent = text.length - text.trimStart().length;
    if (lineIndent >= depth) continue;
    const keyLine = keyLineOf(text);
    // A dash line's own key sits beside the dash; its parent is the list key above it.
    if (keyLine && !/^\s*-/.test(text)) parents.unshift(keyLine.key);
    depth = lineIndent;
  }
  return parents;
}

/** The completion place at `column` of the 0-based line `index`, or null where nothing is offered. */
export function completionPlaceAt(lines: readonly string[], index: number, column: number): CompletionPlace | null {
  const before = (lines[index] ?? '').slice(0, column);
  const head = /^(?:infographic|template)\s+(\S*)$/.exec(before);
  if (head) return { kind: 'template', column: column - head[1]!.length, typed: head[1]! };
  const theme = /^theme\s+(\S*)$/.exec(before);
  if (theme) return { kind: 'theme', column: column - theme[1]!.length, typed: theme[1]! };
  const palette = /^\s+palette\s+(\S*)$/.exec(before);
  if (palette && parentsOf(lines, index, before.length - before.trimStart().length)[0] === 'theme')
    return { kind: 'palette', column: column - palette[1]!.length, typed: palette[1]! };
  const value = valuePlace(lines, index, before);
  if (value) return value;
  const key = /^(\s*)(-\s+)?([\w-]*)$/.exec(before);
  if (!key) return null;
  const typed = key[3]!;
  const indent = key[1]!.length;
  if (indent === 0 && !key[2]) return { kind: 'blockKey', column: 0, typed };
  const parents = parentsOf(lines, index, indent + (key[2]?.length ?? 0));
  const [block, ...inside] = parents;
  const place = (kind: CompletionKind): CompletionPlace => ({ kind, column: column - typed.length, typed });
  if (block === 'theme') return inside.length === 0 ? place('themeKey') : null;
  if (block === 'design') return inside.length === 0 ? place('designKey') : null;
  if (block !== 'data') return null;
  if (inside.length === 0 && !key[2]) return place('dataKey');
  return place(inside[0] === 'relations' ? 'relationKey' : 'itemKey');
}

/** A colour, font or icon value being typed after its key (or a colour in the theme's palette list), or null. */
function valuePlace(lines: readonly string[], index: number, before: string): CompletionPlace | null {
  const entry = /^(\s*)-\s+(#?[\w-]*)$/.exec(before);
  if (entry && parentsOf(lines, index, entry[1]!.length).join('>') === 'theme>palette')
    return { kind: 'colour', column: before.length - entry[2]!.length, typed: entry[2]! };
  const keyed = /^(\s*)(-\s+)?([A-Za-z_][\w-]*)\s+(\S.*|)$/.exec(before);
  if (!keyed) return null;
  const [, space, dash, key, typed] = keyed as unknown as [string, string, string | undefined, string, string];
  const block = parentsOf(lines, index, space.length + (dash?.length ?? 0))[0];
  // a font name may hold spaces ("Source Han Sans"); a colour or an icon name is one word
  const kind =
    block === 'theme' && COLOUR_KEYS.includes(key)
      ? 'colour'
      : block === 'theme' && FONT_KEYS.includes(key)
        ? 'font'
        : block === 'data' && key === 'icon'
          ? 'icon'
          : null;
  if (!kind || (kind !== 'font' && /\s/.test(typed))) return null;
  return { kind, column: before.length - typed.length, typed };
}
