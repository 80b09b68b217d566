// The brand palette builder: colours pasted as a list, a CSS snippet or a comma line become the palette; each colour's
// WCAG 2.1 contrast against the background and for text on it is listed, with a plain warning where it fails. Colours
// reorder by drag or by their Move buttons, each move announced in a live region.
import { useEffect, useId, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { oversizePaste } from '../../../shared/opening/oversizePaste';
import { MAX_PALETTE_TEXT_CHARS, VISION_DEFICIENCIES, formatRatio, markOf, paletteContrast, parsePalette, seenWith } from '../brandPalette';
import { moveItem } from '../reorder';
import type { MessageId } from '../../../i18n/i18n';
import { useT } from '../../../i18n/react';

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
/** The marks that are words (AAA and AA are the standard's names, the same in every language). */
const MARK_WORDS: Partial<Record<ReturnType<typeof markOf>, MessageId>> = {
  'AA large': 'style.palette.mark.aaLarge',
  fails: 'style.palette.mark.fails',
};

function rowKeys(colors: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return colors.map((color) => {
    const count = (seen.get(color) ?? 0) + 1;
    seen.set(color, count);
    return `${color}-${count}`;
  });
}

export function BrandPalette({ colors, background, backgroundNote, disabled, onColors, children }: Props) {
  const t = useT();
  const mark = (ratio: number) => {
    const level = markOf(ratio);
    const word = MARK_WORDS[level];
    return word ? t(word) : level;
  };
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
      setAnnouncement(t(to < 0 ? 'style.palette.alreadyFirst' : 'style.palette.alreadyLast', { color }));
      return;
    }
    const next = moveItem([...colors], from, to);
    if (button) refocus.current = `${rowKeys(next)[to]}:${button}`;
    onColors(next);
    setAnnouncement(t('style.palette.moved', { color, position: to + 1, count: colors.length }));
  };
  const onText = (value: string) => {
    setText(value);
    const parsed = parsePalette(value);
    if (parsed.limit) {
      setProblem(t('style.palette.overLimit', { limit: parsed.limit }));
      return;
    }
    if (parsed.problems.length > 0) {
      const listed = parsed.problems
        .map((problem) => t('style.palette.problemOnLine', { line: problem.line, text: problem.text }))
        .join(t('style.palette.problemSeparator'));
      setProblem(t('style.palette.notAColour', { problems: listed }));
      return;
    }
    setProblem(null);
    if (parsed.colors.length > 0) onColors(parsed.colors);
  };
  // A paste past the text limit is refused before the browser inserts it (10,000 pasted lines were a 280 ms task of its own).
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain').length;
    const what = t('style.palette.withPaste');
    const refusal = oversizePaste(what, pasted, field.value.length, field.selectionEnd - field.selectionStart, MAX_PALETTE_TEXT_CHARS);
    if (!refusal) return;
    event.preventDefault();
    setProblem(refusal);
  };
  const rows = paletteContrast(colors, background);
  return (
    <section className="style-palette" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="style-page__heading">
        {t('style.palette.title')}
      </h2>
      <label htmlFor={`${id}-colours`}>{t('style.palette.field')}</label>
      <p id={`${id}-help`} className="style-field__note">
        {t('style.palette.help')}
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
        onPaste={onPaste}
      />
      {problem && (
        <p id={`${id}-problem`} className="status-line status-line--error" role="alert">
          {problem}
        </p>
      )}
      <p className="style-field__note">{t('style.palette.orderHelp')}</p>
      {/* A phone is narrower than the table: it scrolls sideways in its own box (focusable, so keys scroll it too). */}
      <div className="style-palette__scroll" role="region" aria-label={t('style.palette.contrastRegion')} tabIndex={0}>
        <table className="style-palette__table" ref={table}>
          <caption>
            {backgroundNote
              ? t('style.palette.captionWithNote', { background, note: backgroundNote })
              : t('style.palette.caption', { background })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('style.palette.column.colour')}</th>
              <th scope="col">{t('style.palette.column.background')}</th>
              <th scope="col">{t('style.palette.column.text')}</th>
              <th scope="col">{t('style.palette.column.seen')}</th>
              <th scope="col">{t('style.palette.column.check')}</th>
              <th scope="col">{t('style.palette.column.order')}</th>
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
                  {formatRatio(row.background)} {mark(row.background)}
                </td>
                <td>
                  {t(row.text.color === '#000000' ? 'style.palette.black' : 'style.palette.white')} {formatRatio(row.text.ratio)}{' '}
                  {mark(row.text.ratio)}
                </td>
                <td>
                  {VISION_DEFICIENCIES.map(({ name }) => {
                    const seen = seenWith(row.color, name);
                    return (
                      <span key={name}>
                        <Swatch color={seen} title={t('style.palette.seenTitle', { deficiency: t(`style.vision.${name}`), color: seen })} />
                        <span className="visually-hidden">
                          {t('style.palette.seen', { deficiency: t(`style.vision.${name}`), color: seen })}
                        </span>
                      </span>
                    );
                  })}
                </td>
                <td>
                  {row.warnings.length ? (
                    <span className="style-palette__warning">{t('style.palette.warning', { warnings: row.warnings.join(' ') })}</span>
                  ) : (
                    t('style.palette.passes')
                  )}
                </td>
                <td className="style-palette__order">
                  <button
                    type="button"
                    disabled={disabled}
                    data-move={`${keys[index]}:up`}
                    onClick={() => move(index, index - 1, 'up')}
                    aria-label={t('style.palette.upLabel', { color: row.color })}
                  >
                    {t('style.palette.up')}
                  </button>
                  <button
                    type="button"
                    disabled={disabled}
                    data-move={`${keys[index]}:down`}
                    onClick={() => move(index, index + 1, 'down')}
                    aria-label={t('style.palette.downLabel', { color: row.color })}
                  >
                    {t('style.palette.down')}
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
