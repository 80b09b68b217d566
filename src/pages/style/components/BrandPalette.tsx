// The brand palette builder: colours pasted as a list, a CSS snippet or a comma line become the palette; each colour's
// WCAG 2.1 contrast against the background and for text on it is listed, with a plain warning where it fails.
import { useId, useState } from 'react';
import { VISION_DEFICIENCIES, formatRatio, markOf, paletteContrast, parsePalette, seenWith } from '../brandPalette';

interface Props {
  /** The colours the palette has now (a named palette's sample colours, or the custom list). */
  colors: readonly string[];
  /** The background the picture is drawn on. */
  background: string;
  /** True when the background is not set and white is assumed. */
  backgroundAssumed: boolean;
  disabled: boolean;
  onColors(colors: string[]): void;
}

export function BrandPalette({ colors, background, backgroundAssumed, disabled, onColors }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onText = (value: string) => {
    setText(value);
    const parsed = parsePalette(value);
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
      <table className="style-palette__table">
        <caption>
          Contrast (WCAG 2.1) against the background {background}
          {backgroundAssumed ? ' (not set: white assumed)' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Colour</th>
            <th scope="col">Against the background</th>
            <th scope="col">Text on it</th>
            <th scope="col">Seen with protanopia, deuteranopia, tritanopia</th>
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}-${row.color}`}>
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
              <td>{row.warnings.length ? <span className="style-palette__warning">Warning: {row.warnings.join(' ')}</span> : 'Passes'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A square of colour; set through the CSSOM (the CSP allows no inline style attributes). The title names it for pointer users. */
function Swatch({ color, title }: { color: string; title?: string }) {
  return (
    <span className="style-palette__swatch" title={title} ref={(node) => node?.style.setProperty('--swatch', color)} aria-hidden="true" />
  );
}
