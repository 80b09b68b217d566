/**
 * @jest-environment node
 */
// The boot-time hint for share links: the engine starts for any link, the icons only for a spec that names icons.
import { encodeShareCode } from '../../src/shared/links/shareLink';
import { inflateShareCode, namesIcons, preloadShareLink, shareCodeOf } from '../../src/app/preloadShareLink';

const WITH_ICONS = `infographic list-row-simple-horizontal-arrow
data
  lists
    - label Research
      icon search
`;
const WITHOUT_ICONS = `infographic list-row-simple-horizontal-arrow
data
  title Iconic release
  lists
    - label Research
      desc icons later
`;

function linkHash(text: string): string {
  const encoded = encodeShareCode(text);
  if (!encoded.ok) throw new Error(encoded.message);
  return `#v=1&code=${encoded.code}`;
}

function recordingChunks() {
  const loaded: string[] = [];
  return {
    loaded,
    chunks: {
      engine: async () => void loaded.push('engine'),
      icons: async (text: string) => void loaded.push(`icons for: ${text}`),
    },
  };
}

it('reads the code from both link formats and nothing else', () => {
  expect(shareCodeOf('#v=1&code=abc_-9')).toBe('abc_-9');
  expect(shareCodeOf('#code=abc')).toBe('abc');
  expect(shareCodeOf('#section')).toBeNull();
  expect(shareCodeOf('')).toBeNull();
});

it('inflates a link made by the share button back to its text', async () => {
  expect(await inflateShareCode(shareCodeOf(linkHash(WITH_ICONS))!)).toBe(WITH_ICONS);
  expect(await inflateShareCode('***')).toBeNull();
  expect(await inflateShareCode('AAAA')).toBeNull();
});

it('tells a spec that names icons (DSL or JSON) from one that only mentions the word', () => {
  expect(namesIcons(WITH_ICONS)).toBe(true);
  expect(namesIcons('{"data": {"lists": [{"label": "a", "icon": "rocket"}]}}')).toBe(true);
  expect(namesIcons(WITHOUT_ICONS)).toBe(false);
});

it("starts the engine and the icons of the link's own text for a link whose spec names icons", async () => {
  const { loaded, chunks } = recordingChunks();
  await preloadShareLink(linkHash(WITH_ICONS), chunks);
  expect(loaded.sort()).toEqual(['engine', `icons for: ${WITH_ICONS}`]);
});

it('starts only the engine for a link whose spec names no icons, and nothing without a link', async () => {
  const { loaded, chunks } = recordingChunks();
  await preloadShareLink(linkHash(WITHOUT_ICONS), chunks);
  expect(loaded).toEqual(['engine']);
  await preloadShareLink('', chunks);
  await preloadShareLink('#code=', chunks);
  expect(loaded).toEqual(['engine']);
});

it('never rejects when a chunk fails: the page loads it again and reports it', async () => {
  const failing = { engine: () => Promise.reject(new Error('engine gone')), icons: () => Promise.reject(new Error('icons gone')) };
  await expect(preloadShareLink(linkHash(WITH_ICONS), failing)).resolves.toBeUndefined();
});
