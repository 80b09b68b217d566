// The themes the engine lists, with the canvas colour each draws on: the Style page checks contrast against it.
import { createEngine } from '../../src/engine/engine';

it('lists every theme by name and title, with the background the theme sets', () => {
  const themes = createEngine().themes();
  expect(themes).toEqual(
    expect.arrayContaining([
      { name: 'light', title: 'Light', background: '#ffffff' },
      { name: 'dark', title: 'Dark', background: '#1F1F1F' },
      { name: 'hand-drawn', title: 'Hand drawn' },
    ]),
  );
});
