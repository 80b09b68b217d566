// The Renderer page in jsdom with a stand-in engine: live rendering a frame after typing, diagnostics by line, stale picture,
// template picker, share link round trip, file opening and export wiring.
import { createDocumentCatalogue } from '../../../src/shared/document/documentCatalogue';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEngine } from '../../../src/engine';
import RendererPage from '../../../src/pages/renderer';
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';
import { createDocumentStore, type DocumentStore } from '../../../src/shared/document/documentStore';
import { createHistoryStore } from '../../../src/shared/document/history/historyStore';
import { createSession, type Session } from '../../../src/session/session';
import { decodeShareCode, encodeShareCode, shareCodeFromHash } from '../../../src/shared/links/shareLink';
import { createStoreHarness, openLoaded } from '../../shared/document/support/storeHarness';
import { createFakeEngine, type FakeEngine } from '../support/fakeEngine';
import { renderPage } from '../support/renderPage';
import { chooseFromMenu, closeMenu, menuItemOf } from '../../support/menus';
import { connectTo } from '../../shared/document/support/connectTo';

jest.mock('../../../src/engine', () => ({ ...jest.requireActual('../../../src/engine'), loadEngine: jest.fn() }));
// Each test gets its own document store (the app has one per tab), so no test sees another's text.
let documentStore: DocumentStore;
// The pages write through the app's session: here, one over the test's document store.
let session: Session;
jest.mock('../../../src/session/appSession', () => ({ getSession: () => session }));

// Renders counted per part (transparent wrappers around the real components): the page root draws the Notice, the text view
// is SourcePanel, the picture's owner is RendererPanes, and the template picker shows only the template.
const renders = { root: 0, textView: 0, panes: 0, picker: 0 };
jest.mock('../../../src/shared/panels/Notice', () => {
  const actual = jest.requireActual('../../../src/shared/panels/Notice');
  return { ...actual, Notice: (props: object) => (renders.root++, actual.Notice(props)) };
});
jest.mock('../../../src/pages/renderer/components/SourcePanel', () => {
  const actual = jest.requireActual('../../../src/pages/renderer/components/SourcePanel');
  return { SourcePanel: (props: object) => (renders.textView++, actual.SourcePanel(props)) };
});
jest.mock('../../../src/pages/renderer/RendererPanes', () => {
  const actual = jest.requireActual('../../../src/pages/renderer/RendererPanes');
  return { RendererPanes: (props: object) => (renders.panes++, actual.RendererPanes(props)) };
});
jest.mock('../../../src/pages/renderer/components/TemplatePicker', () => {
  const { memo } = jest.requireActual('react');
  const Real = jest.requireActual('../../../src/pages/renderer/components/TemplatePicker').TemplatePicker.type;
  return { TemplatePicker: memo((props: object) => (renders.picker++, Real(props))) };
});

let engine: FakeEngine;

beforeEach(() => {
  engine = createFakeEngine();
  jest.mocked(loadEngine).mockResolvedValue(engine);
  // jsdom has no IndexedDB: the store works in memory, as in a browser with storage turned off.
  documentStore = createDocumentStore({
    environment: { database: connectTo(null), openChannel: null, onPageHide: null, now: () => Date.now() },
  });
  session = createSession({
    documents: documentStore,
    history: createHistoryStore({ database: connectTo(null) }),
    catalogue: createDocumentCatalogue({ database: connectTo(null) }),
  });
});

afterEach(() => {
  session.dispose();
  documentStore.dispose();
  jest.useRealTimers();
});

function openRenderer(at = '/renderer') {
  return renderPage(RendererPage, '/renderer', at);
}

const source = () => screen.getByLabelText<HTMLTextAreaElement>('Infographic source');
const preview = () => screen.getByRole('region', { name: 'Preview' });
const pictureText = () => preview().querySelector('svg text')?.textContent;

/** Selects the whole source and pastes over it: one change, as a user's select-all and paste. */
async function pasteOver(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = source();
  await user.click(field);
  field.setSelectionRange(0, field.value.length);
  await user.paste(text);
}

async function firstPicture() {
  await waitFor(() => expect(preview().querySelector('svg')).not.toBeNull());
}

test('opens with the sample in the labelled source field and draws it as an svg in the Preview region', async () => {
  openRenderer();
  expect(screen.getByRole('heading', { level: 1, name: 'Renderer' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe('Renderer · Infographic Preview');
  // A first visit: the current document is the sample.
  await waitFor(() => expect(source().value).toBe(DEFAULT_SOURCE));
  await firstPicture();
  expect(pictureText()).toBe('Shipping a release');
  expect(screen.getByText('The source is valid.')).toBeInTheDocument();
});

test('typing does not render on the keystroke; keys within one frame draw once, in the frame after them', async () => {
  jest.useFakeTimers();
  // delay null: every key of one type() call lands before the next frame.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  openRenderer();
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(pictureText()).toBe('Shipping a release');
  const field = source();
  await user.clear(field);
  await act(() => jest.advanceTimersByTimeAsync(50));
  const drawsBefore = engine.drawn.length;
  const versionBefore = Number(screen.getByTestId('preview-stage').dataset.pictureVersion);
  await user.type(field, 'infographic x\ndata\n  title Fresh');
  // Nothing drawn on the keystrokes themselves.
  expect(engine.drawn.slice(drawsBefore)).toEqual([]);

  // The next frame (jest's fake animation frames are 16 ms apart) draws the latest text, once.
  await act(() => jest.advanceTimersByTimeAsync(20));
  expect(engine.drawn.slice(drawsBefore)).toEqual(['infographic x\ndata\n  title Fresh']);
  expect(pictureText()).toBe('Fresh');
  // The stage says a new picture is on screen.
  expect(Number(screen.getByTestId('preview-stage').dataset.pictureVersion)).toBe(versionBefore + 1);
});

test('a keystroke re-renders the text view only; the picture that follows re-renders its panes, never the page', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  openRenderer();
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(pictureText()).toBe('Shipping a release');
  const field = source();
  await user.click(field);
  await act(() => jest.advanceTimersByTimeAsync(50));
  const before = { ...renders };
  const typed = ' more';
  await user.type(field, typed);
  expect(field.value.endsWith(typed)).toBe(true);
  // Each key re-renders the text view once, and nothing else.
  expect(renders.textView - before.textView).toBe(typed.length);
  expect({ root: renders.root - before.root, panes: renders.panes - before.panes, picker: renders.picker - before.picker }).toEqual({
    root: 0,
    panes: 0,
    picker: 0,
  });

  // The next frame draws the text: the panes that show the picture follow; the page and the template picker do not.
  await act(() => jest.advanceTimersByTimeAsync(20));
  expect(engine.drawn.at(-1)).toBe(field.value);
  expect(renders.panes).toBeGreaterThan(before.panes);
  expect(renders.root - before.root).toBe(0);
  expect(renders.picker - before.picker).toBe(0);
  expect(renders.textView - before.textView).toBe(typed.length);
});

test('the Render button draws at once', async () => {
  const user = userEvent.setup();
  openRenderer();
  await firstPicture();
  const drawsBefore = engine.drawn.length;
  await user.click(screen.getByRole('button', { name: 'Render' }));
  expect(engine.drawn.length).toBe(drawsBefore + 1);
});

test('a broken source lists its errors by line in an alert, keeps the last picture marked stale, and a click selects the line', async () => {
  const user = userEvent.setup();
  openRenderer();
  await firstPicture();
  const broken = 'infographic x\ndata\n  BROKEN here\n  title Never drawn\n  ODD\n';
  await pasteOver(user, broken);
  await user.click(screen.getByRole('button', { name: 'Render' }));

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent("line 3: Unknown key 'BROKEN' under 'data'.");
  // The warning is listed too, outside the alert.
  expect(within(alert).queryByText(/An odd value/)).toBeNull();
  expect(screen.getByRole('button', { name: /line 5: An odd value/ })).toBeInTheDocument();

  expect(pictureText()).toBe('Shipping a release');
  expect(within(preview()).getByText(/Showing the last valid render/)).toBeInTheDocument();
  expect(screen.getByTestId('preview-stage')).toHaveClass('is-stale');

  await user.click(within(alert).getByRole('button', { name: /line 3/ }));
  const field = source();
  expect(field).toHaveFocus();
  expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe('  BROKEN here');

  // Fixed: fresh picture, no stale mark, no alert.
  await pasteOver(user, 'infographic x\ndata\n  title Fixed\n');
  await user.click(screen.getByRole('button', { name: 'Render' }));
  expect(pictureText()).toBe('Fixed');
  expect(screen.queryByText(/Showing the last valid render/)).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the template picker lists templates by category and rewrites only the template line', async () => {
  const user = userEvent.setup();
  openRenderer();
  const picker = await screen.findByRole('combobox', { name: 'Template' });
  await waitFor(() => expect(picker).toBeEnabled());
  expect(picker).toHaveValue('list-row-simple-horizontal-arrow');
  expect(within(picker).getByRole('group', { name: 'Sequences' })).toBeInTheDocument();
  await user.selectOptions(picker, 'sequence-timeline-simple');
  expect(source().value).toBe(DEFAULT_SOURCE.replace('list-row-simple-horizontal-arrow', 'sequence-timeline-simple'));
  expect(engine.drawn.at(-1)).toBe(source().value);

  // The text on another template is a change of the user's: the sample opens as a new document, and the notice says so.
  const mine = source().value;
  await user.click(screen.getByRole('button', { name: 'Use sample data' }));
  await waitFor(() => expect(source().value).toBe(engine.sampleSource('sequence-timeline-simple')));
  expect(await screen.findByText(/^Opened the sample of “sequence-timeline-simple” as a new document/)).toBeInTheDocument();
  // mod+Z takes it back in one step: the text from before, in its own document.
  await user.keyboard('{Control>}z{/Control}');
  await waitFor(() => expect(source().value).toBe(mine));
});

test('a template chosen by keys in the picker is only shown until Enter commits it; Escape goes back', async () => {
  openRenderer();
  const picker = await screen.findByRole('combobox', { name: 'Template' });
  await waitFor(() => expect(picker).toBeEnabled());
  expect(picker).toHaveAccessibleDescription('Enter applies a template chosen with the keyboard.');
  const drawn = engine.drawn.length;
  // a native select's type-ahead: the value changes while the key is down
  const typeAhead = (name: string) => {
    fireEvent.keyDown(picker, { key: 's' });
    fireEvent.change(picker, { target: { value: name } });
    fireEvent.keyUp(picker, { key: 's' });
  };
  typeAhead('sequence-timeline-simple');
  expect(picker).toHaveValue('sequence-timeline-simple');
  expect(source().value).toBe(DEFAULT_SOURCE);
  fireEvent.keyDown(picker, { key: 'Escape' });
  expect(picker).toHaveValue('list-row-simple-horizontal-arrow');

  typeAhead('sequence-timeline-simple');
  fireEvent.keyDown(picker, { key: 'Enter' });
  expect(source().value).toBe(DEFAULT_SOURCE.replace('list-row-simple-horizontal-arrow', 'sequence-timeline-simple'));
  await waitFor(() => expect(engine.drawn.at(-1)).toBe(source().value));
  expect(engine.drawn.length).toBe(drawn + 1);
});

test('Copy link writes a link that restores the exact text, and says so', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  openRenderer();
  await firstPicture();
  const text = 'infographic x\ndata\n  title Ünïcödé 🚀 & <b>tags</b>\n\n';
  await user.clear(source());
  await user.click(source());
  await user.paste(text);
  await chooseFromMenu(user, 'Share', 'Copy link');
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  const url = new URL(writeText.mock.calls[0][0]);
  expect(url.pathname).toBe('/renderer');
  expect(decodeShareCode(shareCodeFromHash(url.hash)!)).toEqual({ ok: true, text });
});

test('without a clipboard the link is shown in a field to copy by hand', async () => {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  openRenderer();
  await chooseFromMenu(user, 'Share', 'Copy link');
  const field = await screen.findByRole('textbox', { name: 'Share link' });
  expect(decodeShareCode(shareCodeFromHash(new URL((field as HTMLInputElement).value).hash)!)).toEqual({ ok: true, text: DEFAULT_SOURCE });
});

test('a share link opens as a new document with its exact text, keeps the one open before, and leaves the address', async () => {
  documentStore.setSource('infographic x\ndata\n  title Mine\n');
  const text = 'infographic x\ndata\n  title From a link\n';
  const encoded = encodeShareCode(text);
  if (!encoded.ok) throw new Error('encode');
  const { router } = openRenderer(`/renderer#code=${encoded.code}`);
  await waitFor(() => expect(source().value).toBe(text));
  expect(documentStore.getSnapshot().document.source).toBe(text);
  await firstPicture();
  expect(pictureText()).toBe('From a link');
  expect(screen.getByText('Opened the link as a new document, “From a link”. “Mine” stays in Documents.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(router.state.location.hash).toBe('');
  expect((await session.listDocuments()).map((entry) => entry.name).sort()).toEqual(['From a link', 'Mine']);
});

test('a malformed link says so and leaves the current document in place', async () => {
  documentStore.setSource('infographic x\ndata\n  title Mine\n');
  openRenderer('/renderer#code=%%%not-a-link');
  expect(await screen.findByRole('alert')).toHaveTextContent(/link is damaged.*Your current document is shown instead\./);
  await waitFor(() => expect(source().value).toBe('infographic x\ndata\n  title Mine\n'));
  await firstPicture();
  expect(pictureText()).toBe('Mine');
});

test('?template= opens that template’s sample; an unknown one keeps the current document, with a notice', async () => {
  const { unmount } = openRenderer('/renderer?template=chart-pie-donut');
  await waitFor(() => expect(source().value).toBe(engine.sampleSource('chart-pie-donut')));
  await firstPicture();
  expect(pictureText()).toBe('Sample of chart-pie-donut');
  unmount();

  openRenderer('/renderer?template=chart-nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no template named “chart-nope”');
  await waitFor(() => expect(source().value).toBe(engine.sampleSource('chart-pie-donut')));
});

test('Open file reads a spec into the field and draws it; a file that is not a spec gets a message', async () => {
  const user = userEvent.setup({ applyAccept: false });
  openRenderer();
  await firstPicture();
  const input = screen.getByLabelText('Open a spec file');
  await user.upload(input, new File(['infographic x\ndata\n  title From disk\n'], 'disk.txt', { type: 'text/plain' }));
  await waitFor(() => expect(source().value).toBe('infographic x\ndata\n  title From disk\n'));
  await waitFor(() => expect(pictureText()).toBe('From disk'));
  // The default sample, never changed, takes the file (it is in History); typed text would have stayed as its own document.
  expect(screen.getByText(/^Opened “disk” in the open document: it held no changes of yours/)).toBeInTheDocument();
  await waitFor(async () => expect((await session.listDocuments()).map((entry) => entry.name)).toEqual(['disk']));

  await user.upload(input, new File(['hello'], 'notes.md', { type: 'text/markdown' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('“notes.md” is not a .txt or .json file');
  expect(source().value).toBe('infographic x\ndata\n  title From disk\n');
});

test('exports hand the live picture and the chosen options to the engine', async () => {
  const user = userEvent.setup();
  const createObjectURL = jest.fn(() => 'blob:fake');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  openRenderer();
  await firstPicture();
  const handle = engine.handles[0];

  await chooseFromMenu(user, 'Export', 'Download SVG');
  // the file carries the text on the page
  expect(engine.exportSVG).toHaveBeenCalledWith(handle, { transparent: false, source: source().value });
  expect(await screen.findByText('Saved picture.svg.')).toBeInTheDocument();

  await chooseFromMenu(user, 'Export', '3x');
  await chooseFromMenu(user, 'Export', 'Transparent background');
  await chooseFromMenu(user, 'Export', 'Download PNG');
  expect(engine.exportRaster).toHaveBeenCalledWith(handle, { format: 'png', scale: 3, transparent: true, source: source().value });
  expect(await screen.findByText('Saved picture.png.')).toBeInTheDocument();

  await chooseFromMenu(user, 'Export', 'Copy image');
  expect(engine.copyImage).toHaveBeenCalledWith(handle, { scale: 3, transparent: true });
  expect(await screen.findByText('Image copied.')).toBeInTheDocument();

  // a width instead of a scale; a width out of range disables the raster downloads and says why
  await chooseFromMenu(user, 'Export', 'Width in pixels…');
  const width = screen.getByRole('spinbutton', { name: 'Width (px)' });
  await user.clear(width);
  await user.type(width, '9');
  expect(screen.getByText('A whole number from 16 to 8192.')).toBeInTheDocument();
  expect(await menuItemOf(user, 'Export', 'Download JPEG')).toHaveAttribute('aria-disabled', 'true');
  await closeMenu(user, 'Export');
  await user.click(width);
  await user.type(width, '00');
  await chooseFromMenu(user, 'Export', 'Download JPEG');
  expect(engine.exportRaster).toHaveBeenLastCalledWith(handle, { format: 'jpeg', width: 900, transparent: true, source: source().value });
  expect(await screen.findByText('Saved picture.jpeg.')).toBeInTheDocument();

  await chooseFromMenu(user, 'Export', 'Download PowerPoint');
  expect(engine.exportPPTX).toHaveBeenCalledWith(handle, { transparent: true, source: source().value });
  await chooseFromMenu(user, 'Export', 'Download PDF');
  expect(engine.exportPDF).toHaveBeenCalledWith(handle, { transparent: true, source: source().value });
  // a dozen trips through the Export menu: more than jest's default 5 s when both suites share two busy cores
}, 30_000);

test('Copy SVG code says it copied; where the clipboard is refused it shows the code to copy by hand', async () => {
  const user = userEvent.setup();
  openRenderer();
  await firstPicture();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await chooseFromMenu(user, 'Export', 'Copy SVG code');
  expect(await screen.findByText('SVG code copied to the clipboard.')).toBeInTheDocument();
  expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('<svg'));

  writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
  await chooseFromMenu(user, 'Export', 'Copy SVG code');
  expect(await screen.findByText('The clipboard is not available here: copy the SVG code below.')).toBeInTheDocument();
  expect((screen.getByRole('textbox', { name: 'SVG code' }) as HTMLTextAreaElement).value).toContain('<svg');
});

test('an engine that fails to load is reported in the preview with Retry', async () => {
  const user = userEvent.setup();
  jest.mocked(loadEngine).mockRejectedValueOnce(new Error('Loading chunk engine failed.'));
  openRenderer();
  const alert = await within(preview()).findByRole('alert');
  expect(alert).toHaveTextContent('Loading chunk engine failed.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  await firstPicture();
  expect(pictureText()).toBe('Shipping a release');
});

test('typed text becomes the current document, which the next visit to the page opens', async () => {
  const user = userEvent.setup();
  const { unmount } = openRenderer();
  await firstPicture();
  await pasteOver(user, 'infographic x\ndata\n  title Kept\n');
  await waitFor(() => expect(pictureText()).toBe('Kept'));
  expect(documentStore.getSnapshot().document.source).toBe('infographic x\ndata\n  title Kept\n');
  unmount();

  openRenderer();
  await waitFor(() => expect(source().value).toBe('infographic x\ndata\n  title Kept\n'));
  await waitFor(() => expect(pictureText()).toBe('Kept'));
});

test('without storage the page says the work stays in this tab, and keeps working', async () => {
  const user = userEvent.setup();
  openRenderer();
  await firstPicture();
  expect(screen.getByText(/Your work stays in this tab/)).toBeInTheDocument();
  await pasteOver(user, 'infographic x\ndata\n  title Still here\n');
  await waitFor(() => expect(pictureText()).toBe('Still here'));
});

describe('with another tab on the same browser storage', () => {
  const harness = createStoreHarness();
  afterEach(() => harness.disposeAll());

  test('a version saved in the other tab is offered, and drawn only once the user loads it', async () => {
    const user = userEvent.setup();
    documentStore = await openLoaded(harness, { saveDelayMs: 10 });
    session.dispose();
    session = createSession({
      documents: documentStore,
      history: createHistoryStore({ database: connectTo(null) }),
      catalogue: createDocumentCatalogue({ database: connectTo(null) }),
    });
    const otherTab = await openLoaded(harness, { saveDelayMs: 10 });
    openRenderer();
    await firstPicture();

    otherTab.setSource('infographic x\ndata\n  title From the other tab\n');
    await otherTab.flush();
    const offer = await screen.findByText(/A newer version of this document was saved in another tab/);
    expect(pictureText()).toBe('Shipping a release');
    expect(source().value).toBe(DEFAULT_SOURCE);

    await user.click(within(offer.parentElement!).getByRole('button', { name: 'Load it' }));
    await waitFor(() => expect(pictureText()).toBe('From the other tab'));
    expect(source().value).toBe('infographic x\ndata\n  title From the other tab\n');
    expect(screen.queryByText(/A newer version/)).toBeNull();
  });
});
