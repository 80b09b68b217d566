import { UNLOADED_PLACEHOLDER_SVG, resolveIconMarkup } from '../../../src/engine/icons/icons';

// the icons chunk failing to load, as a network error makes it
jest.mock('../../../src/engine/icons/iconSetLoader', () => ({
  loadIconSet: () => Promise.reject(new Error('Loading chunk icons failed.')),
}));

test('an icon asked for while the icon set cannot load is the placeholder marked "unloaded" (the audit words it apart)', async () => {
  await expect(resolveIconMarkup('rocket')).resolves.toBe(UNLOADED_PLACEHOLDER_SVG);
  expect(UNLOADED_PLACEHOLDER_SVG).toContain('data-engine-placeholder="unloaded"');
});
