// The brand palette builder: colours pasted as a list, a CSS snippet or a comma line become the palette; each colour's
// WCAG 2.1 contrast against the background and for text on it is listed, with a plain warning where it fails. Colours
// reorder by drag or by their Move buttons, each move announced in a live region.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { VISION_DEFICIENCIES, formatRatio, markOf, paletteContrast, parsePalette, seenWith } from '../brandPalette';
import { moveItem } from '../reorder';

interface Props {
  /** The colours the palette has now (a named palette's sample colours, or the custom list). */
  colors: readonly string[];
  /** The background the picture is drawn on. */
  background: string;
  /** Where the background comes from when the settings do not set it ("the dark theme’s background"), else null. */
  backgroundNote: string | null;
  disabled: boolean;
  onColors(colors: string[]): void;
  /** Saving, sharing, export and import, drawn under the table. */
  children?: ReactNode;
}

/** Row keys that follow a colour when it moves: the colour and which of its repeats it is. */
function rowKeys(colors: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return colors.map((color) => {
    const count = (seen.get(color) ?? 0) + 1;
    seen.set(color, count);
    return `${color}-${count}`;
  });
}

export function BrandPalette({ colors, background, backgroundNote, disabled, onColors, children }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const table = useRef<HTMLTableElement>(null);
  // The Move button pressed, focused again once its row has moved (React may re-insert the row, which drops focus).
  const refocus = useRef<string | null>(null);
  const keys = rowKeys(colors);
  useEffect(() => {
    if (refocus.current === null) return;
    table.current?.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(refocus.current)}"]`)?.focus();
    refocus.current = null;
  }, [colors]);
  const move = (from: number, to: number, button?: 'up' | 'down') => {
    const color = colors[from]!;
    if (to < 0 || to >= colors.length) {
      setAnnouncement(`${color} is already ${to < 0 ? 'first' : 'last'}.`);
      return;
    }
    const next = moveItem([...colors], from, to);
    if (button) refocus.current = `${rowKeys(next)[to]}:${button}`;
    onColors(next);
    setAnnouncement(`Moved ${color} to position ${to + 1} of ${colors.length}.`);
  };
  const onText = (value: string) => {
    setText(value);
    const parsed = parsePalette(value);
    if (parsed.limit) {
      setProblem(`${parsed.limit} Nothing was read: the palette keeps its last colours.`);
      return;
    }
    if (parsed.problems.length > 0) {
      const listed = parsed.problems.map((p) => `line ${p.line}: “${p.text}”`).join('; ');
      setProblem(`Not a colour (${listed}). The palette keeps its last valid colours.`);
      return;
    }
    setProblem(null);
    if (parsed.colors.length > 0) onColors(parsed.colors);
  };
  const rows = paletteContrast(colors, background);
  return (
    <section className="style-palette" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="style-page__heading">
        Brand palette
      </h2>
      <label htmlFor={`${id}-colours`}>Brand colours</label>
      <p id={`${id}-help`} className="style-field__note">
        Paste a list, a CSS snippet or a comma-separated line: hex, rgb(), hsl(), oklch() or colour names.
      </p>
      <textarea
        id={`${id}-colours`}
        rows={4}
        value={text}
        disabled={disabled}
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => onText(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="status-line status-line--error" role="alert">
          {problem}
        </p>
      )}
      <p className="style-field__note">Drag a row, or use its Up and Down buttons, to change the order the picture uses the colours in.</p>
      {/* A phone is narrower than the table: it scrolls sideways in its own box (focusable, so keys scroll it too). */}
      <div className="style-palette__scroll" role="region" aria-label="Contrast of each colour" tabIndex={0}>
        <table className="style-palette__table" ref={table}>
          <caption>
            Contrast (WCAG 2.1) against the background {background}
            {backgroundNote ? ` (${backgroundNote})` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Colour</th>
              <th scope="col">Against the background</th>
              <th scope="col">Text on it</th>
              <th scope="col">Seen with protanopia, deuteranopia, tritanopia</th>
              <th scope="col">Check</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                key={keys[index]}
                draggable={!disabled}
                className={dragged === index ? 'style-palette__row--dragged' : undefined}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', row.color);
                  setDragged(index);
                }}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
              >
                <th scope="row">
                  <Swatch color={row.color} />
                  <code>{row.color}</code>
                </th>
                <td>
                  {formatRatio(row.background)} {markOf(row.background)}
                </td>
                <td>
                  {row.text.color === '#000000' ? 'black' : 'white'} {formatRatio(row.text.ratio)} {markOf(row.text.ratio)}
                </td>
                <td>
                  {VISION_DEFICIENCIES.map(({ name }) => {
                    const seen = seenWith(row.color, name);
                    return (
                      <span key={name}>
                        <Swatch color={seen} title={`${name}: ${seen}`} />
                        <span className="visually-hidden">{`${name} ${seen}`}</span>
                      </span>
                    );
                  })}
                </td>
                <td>
                  {row.warnings.length ? <span className="style-palette__warning">Warning: {row.warnings.join(' ')}</span> : 'Passes'}
                </td>
                <td className="style-palette__order">
                  <button
                    type="button"
                    disabled={disabled}
                    data-move={`${keys[index]}:up`}
                    onClick={() => move(index, index - 1, 'up')}
                    aria-label={`Move ${row.color} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    disabled={disabled}
                    data-move={`${keys[index]}:down`}
                    onClick={() => move(index, index + 1, 'down')}
                    aria-label={`Move ${row.color} down`}
                  >
                    Down
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {children}
    </section>
  );
}

/** A square of colour; set through the CSSOM (the CSP allows no inline style attributes). The title names it for pointer users. */
function Swatch({ color, title }: { color: string; title?: string }) {
  return (
    <span className="style-palette__swatch" title={title} ref={(node) => node?.style.setProperty('--swatch', color)} aria-hidden="true" />
  );
}
