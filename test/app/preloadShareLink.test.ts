/**
 * @jest-environment node
 */
// The boot-time hint for share links: the engine starts for any link, the icons only for a spec that names icons.
import { deflateRawSync } from 'node:zlib';
import { encodeShareCode, MAX_INFLATED_BYTES } from '../../src/shared/links/shareLink';
import { namesIcons, preloadShareLink, shareCodeOf, shareTextOf } from '../../src/app/preloadShareLink';

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

it('reads a link made by the share button back to its text, and nothing from a link the page refuses', async () => {
  expect(await shareTextOf(shareCodeOf(linkHash(WITH_ICONS))!)).toBe(WITH_ICONS);
  expect(await shareTextOf('***')).toBeNull();
  expect(await shareTextOf('AAAA')).toBeNull();
});

it('stops a deflate bomb as the page does: a spec naming icons, padded to inflate past the limit, starts no icons', async () => {
  // Within the link's length limit, so only the inflater's byte limit stops it.
  const bomb = deflateRawSync(Buffer.concat([Buffer.from(WITH_ICONS), Buffer.alloc(MAX_INFLATED_BYTES * 20, 32)]), { level: 9 });
  const hash = `#v=1&code=${bomb.toString('base64url')}`;
  expect(await shareTextOf(shareCodeOf(hash)!)).toBeNull();
  const { loaded, chunks } = recordingChunks();
  await preloadShareLink(hash, chunks);
  expect(loaded).toEqual(['engine']);
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
