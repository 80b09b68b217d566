// A keydown's keys for the chord readers' tests: no modifier unless given.
export type Modifiers = Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>;

export const press = (key: string, mods: Modifiers = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  preventDefault: jest.fn(),
  ...mods,
});
