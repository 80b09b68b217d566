// The Dynamic page opens on the mode this tab left it in, except that a ?prompt= link always shows Generate.
import { initialView, rememberView } from '../../../../src/pages/dynamic/shared/rememberedView';

beforeEach(() => sessionStorage.clear());

it('opens on Generate at first, then on the mode last chosen in this tab', () => {
  expect(initialView('')).toBe('generate');
  rememberView('stream');
  expect(initialView('')).toBe('stream');
  rememberView('data');
  expect(initialView('?x=1')).toBe('data');
});

it('a ?prompt= link opens on Generate whatever was chosen before', () => {
  rememberView('stream');
  expect(initialView('?prompt=A%20roadmap')).toBe('generate');
});

it('storage that throws or holds something else gives Generate, and remembering never throws', () => {
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('full');
    },
  };
  expect(initialView('', broken)).toBe('generate');
  expect(() => rememberView('stream', broken)).not.toThrow();
  expect(initialView('', { getItem: () => 'nonsense' })).toBe('generate');
});
