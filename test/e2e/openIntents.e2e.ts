// The intents table of docs/architecture.md ("Opening"), row by row, in Chromium against nginx: each way text comes in, on
// every page that accepts it, goes into the open document while that is untouched (and Undo puts the sample back), and into
// a new document once the user has typed (the typed document stays, and "Back to …" opens it again). One rule everywhere.
import { zlibSync, strToU8 } from 'fflate';
import type { Page } from 'playwright-core';
import { chunkText } from '../../src/pages/dynamic/stream/chunking';
import { ROADMAP_SPEC } from '../../src/pages/dynamic/stream/presets';
import { DEFAULT_SOURCE } from '../../src/shared/document/defaultSource';
import { encodeBase64Url } from '../../src/shared/links/base64url';
import { encodeShareCode } from '../../src/shared/links/shareLink';
import { useBrowser, type Visit } from './harness/browserSession';
import { eventually } from './harness/eventually';
import { noProblems } from './harness/pageWatch';
import { DynamicPage } from './pages/dynamicPage';
import { storedSource, waitUntilStored } from './pages/storedDocument';

const session = useBrowser();
/** Every page that shows the document and can open things. */
type Place = 'renderer' | 'editor' | 'style';

const spec = (title: string) => `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n  lists\n    - label One\n`;
const TYPED = spec('Typed by me');

const shareCode = (text: string) => {
  const encoded = encodeShareCode(text);
  if (!encoded.ok) throw new Error(encoded.message);
  return encoded.code;
};
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const pictureFile = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><metadata id="infographic-source">${escapeXml(text)}</metadata></svg>`,
  );

interface Row {
  intent: string;
  places: readonly Place[];
  /** Opens something on `place` (the page is already there when `arrive` is false). */
  open(visit: Visit, place: Place, title: string): Promise<void>;
  /** Whether the stored text is what was opened. */
  opened(stored: string, title: string): boolean;
  /** True when opening goes through the address, so the test need not be on the page first. */
  byAddress?: boolean;
}

const isSpec = (stored: string, title: string) => stored === spec(title);

const ROWS: Row[] = [
  {
    intent: 'a share link',
    places: ['renderer', 'editor', 'style'],
    byAddress: true,
    open: (visit, place, title) => visit.app.goto(`/${place}#v=1&code=${shareCode(spec(title))}`).then(() => undefined),
    opened: isSpec,
  },
  {
    intent: 'a link from the AntV site (?content=pako:…)',
    places: ['renderer', 'editor', 'style'],
    byAddress: true,
    open: (visit, place, title) =>
      visit.app.goto(`/${place}?content=pako:${encodeBase64Url(zlibSync(strToU8(spec(title)), { level: 9 }))}`).then(() => undefined),
    opened: isSpec,
  },
  {
    intent: 'a template (?template=)',
    places: ['renderer', 'editor', 'style'],
    byAddress: true,
    open: (visit, place) => visit.app.goto(`/${place}?template=chart-column-simple`).then(() => undefined),
    opened: (stored) => stored.startsWith('infographic chart-column-simple\n'),
  },
  {
    intent: 'a file',
    places: ['renderer', 'editor'],
    open: (visit, _place, title) =>
      visit.app.page
        .getByLabel('Open a spec file')
        .setInputFiles({ name: `${title}.txt`, mimeType: 'text/plain', buffer: Buffer.from(spec(title)) }),
    opened: isSpec,
  },
  {
    intent: 'a picture that carries its source',
    places: ['renderer', 'editor'],
    open: (visit, _place, title) =>
      visit.app.page
        .getByLabel('Open a spec file')
        .setInputFiles({ name: `${title}.svg`, mimeType: 'image/svg+xml', buffer: pictureFile(spec(title)) }),
    opened: isSpec,
  },
  {
    intent: 'a batch entry',
    places: ['renderer', 'editor'],
    byAddress: true,
    async open(visit, place, title) {
      const page = visit.app.page;
      await visit.app.goto('/renderer?batch');
      await page
        .getByLabel('Spec files to check')
        .setInputFiles({ name: 'one.md', mimeType: 'text/markdown', buffer: Buffer.from(`\`\`\`infographic\n${spec(title)}\`\`\`\n`) });
      await page.getByRole('button', { name: `Open spec 1 in the ${place === 'editor' ? 'Editor' : 'Renderer'}` }).click();
    },
    opened: isSpec,
  },
  {
    intent: 'what Dynamic drew (a streamed spec)',
    places: ['renderer', 'editor'],
    byAddress: true,
    async open(visit, place) {
      const page = visit.app.page;
      await visit.app.goto('/dynamic');
      const dynamic = new DynamicPage(page);
      await dynamic.chooseView('A streamed spec');
      await dynamic.position.fill(String(chunkText(ROADMAP_SPEC, { unit: 'tokens', size: 1 }).length));
      await eventually(
        () => dynamic.specText.inputValue(),
        (text) => expect(text).toBe(ROADMAP_SPEC),
        { what: 'the whole preset arrived' },
      );
      await dynamic.button(place === 'editor' ? 'Open in the Editor' : 'Open in the Renderer').click();
    },
    opened: (stored) => stored === ROADMAP_SPEC,
  },
];

const openedNotice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function storedIs(page: Page, check: (stored: string) => boolean, what: string): Promise<void> {
  await eventually(
    () => storedSource(page),
    (stored) => stored !== null && check(stored),
    { what },
  );
}

/** The open document typed in on the Renderer: from now on it is the user's work. */
async function typeOnRenderer(visit: Visit): Promise<void> {
  await visit.app.goto('/renderer');
  await visit.app.waitForHeading('Renderer');
  await visit.app.page.getByLabel('Infographic source', { exact: true }).fill(TYPED);
  await waitUntilStored(visit.app.page, TYPED);
}

describe.each(ROWS)('$intent', (row) => {
  it.each(row.places)('on the %s: into the untouched sample (Undo puts it back), else as a new document', async (place) => {
    const visit = await session.visit();
    const page = visit.app.page;
    if (!row.byAddress) {
      await visit.app.goto(`/${place}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    // Untouched: the default sample takes what is opened; its text is in History, and Undo puts it back.
    await row.open(visit, place, 'Opened first');
    await openedNotice(page, /in the open document: it held no changes of yours/).waitFor();
    await storedIs(page, (stored) => row.opened(stored, 'Opened first'), 'what was opened, in the open document');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await waitUntilStored(page, DEFAULT_SOURCE);

    // Typed in: what is opened gets a document of its own; the typed one stays, and "Back to" opens it again.
    await typeOnRenderer(visit);
    if (!row.byAddress) {
      await visit.app.goto(`/${place}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await row.open(visit, place, 'Opened second');
    await openedNotice(page, /as a new document(, “.+”)?\. “Typed by me” stays in Documents\./).waitFor();
    await storedIs(page, (stored) => row.opened(stored, 'Opened second'), 'what was opened, as the open document');
    await page.getByRole('button', { name: 'Back to “Typed by me”' }).click();
    await waitUntilStored(page, TYPED);
    expect(visit.watch.problems()).toEqual(noProblems());
  });
});
