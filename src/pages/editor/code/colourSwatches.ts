// A small swatch before each colour value in the editor (#1783FF, rgb(…), hsl(…)), so the colour is seen, not only read.
import { RangeSetBuilder } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView, ViewPlugin, type ViewUpdate, WidgetType } from '@codemirror/view';

/** A hex colour or a CSS colour function, not glued to a word before it (so `a#123` or `abc(…)` is not one). */
const COLOUR = /(?<![\w#-])(?:#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![\w-])|(?:rgba?|hsla?)\([^()\n]*\))/g;
/** Lines the text syntax skips (isSkippedLine in src/engine/spec/sourceText.ts): `# a comment` is no colour. */
const COMMENT = /^\s*(?:#|\/\/)(?![0-9a-fA-F]{3,8}(?![\w-]))/;

export interface ColourAt {
  from: number;
  colour: string;
}

/** The colour values in one line of text starting at `offset`. */
export function coloursInLine(line: string, offset = 0): ColourAt[] {
  if (COMMENT.test(line)) return [];
  return Array.from(line.matchAll(COLOUR), (match) => ({ from: offset + match.index, colour: match[0] }));
}

class SwatchWidget extends WidgetType {
  constructor(readonly colour: string) {
    super();
  }

  eq(other: SwatchWidget): boolean {
    return other.colour === this.colour;
  }

  toDOM(): HTMLElement {
    const swatch = document.createElement('span');
    swatch.className = 'cm-colourSwatch';
    // the colour is in the text beside it: the swatch is only for the eye
    swatch.setAttribute('aria-hidden', 'true');
    // through the CSSOM, which the CSP allows (a style attribute in markup it would not)
    swatch.style.backgroundColor = this.colour;
    return swatch;
  }

  ignoreEvent(): boolean {
    return false;
  }
}

function swatches(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const { doc } = view.state;
  // two visible ranges (around a fold) can share a line: each line once, in order
  let next = 1;
  for (const { from, to } of view.visibleRanges) {
    for (let number = Math.max(next, doc.lineAt(from).number); number <= doc.lineAt(to).number; number++) {
      next = number + 1;
      const line = doc.line(number);
      for (const { from: at, colour } of coloursInLine(line.text, line.from))
        builder.add(at, at, Decoration.widget({ widget: new SwatchWidget(colour), side: -1 }));
    }
  }
  return builder.finish();
}

/** The swatches for the lines on screen, rebuilt as the text or the viewport changes. */
export const colourSwatches = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;

    constructor(view: EditorView) {
      this.decorations = swatches(view);
    }

    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) this.decorations = swatches(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
