// Brand colours over a palette's limits (issue #27: 10,000 pasted colours were one 12.6 s task): refused before any colour is
// read, with a message naming the limit and the field's size, the text kept in the field and the palette unchanged.
import { fireEvent, render, screen } from '@testing-library/react';
import { parse } from 'culori/fn';
import { BrandPalette } from '../../../src/pages/style/components/BrandPalette';
import { MAX_PALETTE_TEXT_CHARS, parsePalette } from '../../../src/pages/style/brandPalette';
import { MAX_PALETTE_FILE_BYTES } from '../../../src/pages/style/paletteFile';
import { MAX_PALETTE_COLORS } from '../../../src/pages/style/savedStyles';

// culori's parse is where reading a colour starts: counted, and otherwise itself.
jest.mock('culori/fn', () => {
  const actual = jest.requireActual('culori/fn');
  return { ...actual, parse: jest.fn(actual.parse) };
});

const hex = (i: number) => `#${((i * 97) % 0xffffff).toString(16).padStart(6, '0')}`;
/** 10,000 colours one a line: 80,000 characters, over both limits (the characters are checked first). */
const TEN_THOUSAND_LINES = Array.from({ length: 10_000 }, (_, i) => hex(i)).join('\n');
/** 101 colours on one comma line: 917 characters, under the size but one colour over the count. */
const ONE_TOO_MANY = Array.from({ length: MAX_PALETTE_COLORS + 1 }, (_, i) => hex(i)).join(', ');

function renderPalette() {
  const onColors = jest.fn();
  render(<BrandPalette colors={['#1783ff']} background="#ffffff" backgroundNote={null} disabled={false} onColors={onColors} />);
  return { onColors, field: screen.getByLabelText<HTMLTextAreaElement>('Brand colours') };
}

beforeEach(() => jest.mocked(parse).mockClear());

test('a pasted text is capped as a palette file is, and at the colours a palette may hold', () => {
  expect(MAX_PALETTE_TEXT_CHARS).toBe(MAX_PALETTE_FILE_BYTES);
  expect(parsePalette(TEN_THOUSAND_LINES)).toEqual({
    colors: [],
    problems: [],
    limit: `Brand colours has ${TEN_THOUSAND_LINES.length.toLocaleString('en')} characters; the limit is 65,536.`,
  });
  expect(parsePalette(ONE_TOO_MANY).limit).toBe('Brand colours has 101 colours; the limit is 100.');
  expect(parse).not.toHaveBeenCalled();
  expect(parsePalette(ONE_TOO_MANY.slice(0, ONE_TOO_MANY.lastIndexOf(',')))).toMatchObject({ limit: null, problems: [] });
});

test.each([
  ['10,000 colours, one a line', TEN_THOUSAND_LINES, /Brand colours has 79,999 characters; the limit is 65,536\./],
  ['101 colours on one line', ONE_TOO_MANY, /Brand colours has 101 colours; the limit is 100\./],
])('%s: the message says the limit, the text stays, no colour is read and the palette is unchanged', (_, text, message) => {
  const { onColors, field } = renderPalette();
  fireEvent.change(field, { target: { value: text } });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(alert).toHaveTextContent('Nothing was read: the palette keeps its last colours.');
  expect(field.value).toBe(text);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
  expect(onColors).not.toHaveBeenCalled();
  // The table re-reads its own colour (for the colour-vision columns); none of the pasted ones is read.
  expect(new Set(jest.mocked(parse).mock.calls.map(([color]) => color))).toEqual(new Set(['#1783ff']));
  // The table still shows the palette's one colour, not the pasted ones.
  expect(screen.getAllByRole('row')).toHaveLength(2);
});
