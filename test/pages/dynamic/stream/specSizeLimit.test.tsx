import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MAX_SOURCE_CHARS } from '../../../../src/engine';
import { SpecSource } from '../../../../src/pages/dynamic/stream/SpecSource';
import { initialPlayer, playerReducer, specTextLimit } from '../../../../src/pages/dynamic/stream/player';

const CHUNKING = { unit: 'chars', size: 1 } as const;
const HUGE = `infographic list-row-simple-horizontal-arrow\ndata\n  title ${'x'.repeat(MAX_SOURCE_CHARS)}\n`;

test('a spec text over the engine size limit is kept but gives no chunks to play (and so no timeline marks)', () => {
  const state = initialPlayer(HUGE, CHUNKING);
  expect(state.text).toBe(HUGE);
  expect(state.chunks).toEqual([]);
  expect(state.statuses).toEqual([]);
  expect(playerReducer(state, { type: 'rechunk', chunking: { unit: 'chars', size: 5 } }).chunks).toEqual([]);
  expect(initialPlayer('infographic x', CHUNKING).chunks.length).toBeGreaterThan(0);
});

test('the Spec text field says the engine’s size message when the text is over the limit', () => {
  const props = {
    presets: [],
    presetId: '',
    onPreset() {},
    onText() {},
    readOnly: false,
    onFile() {},
    onEditorDocument() {},
    textareaRef: createRef<HTMLTextAreaElement>(),
  };
  const { rerender } = render(<SpecSource {...props} text="infographic x" limit={specTextLimit('infographic x')} />);
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(<SpecSource {...props} text={HUGE} limit={specTextLimit(HUGE)} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    `Input has ${HUGE.length.toLocaleString('en')} characters; the limit is ${MAX_SOURCE_CHARS.toLocaleString('en')}. It is not played.`,
  );
  expect(screen.getByLabelText('Spec text')).toHaveAccessibleDescription(/the limit is/);
});
