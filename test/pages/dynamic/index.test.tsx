// The Dynamic page in jsdom with a stand-in engine (any line with BROKEN is an error there): the player's controls, the
// picture following the position, a broken line that is only called an error once it is finished, the hand-off to and
// from the app's current document (the Editor's), and typing or playing re-rendering only the views that show it.
import { createDocumentCatalogue } from '../../../src/shared/document/documentCatalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEngine } from '../../../src/engine';
import DynamicPage from '../../../src/pages/dynamic';
import { createDocumentStore, type DocumentStore } from '../../../src/shared/document/documentStore';
import { createHistoryStore } from '../../../src/shared/document/history/historyStore';
import { createSession, type Session } from '../../../src/session/session';
import { createFakeEngine } from '../support/fakeEngine';
import { renderPage } from '../support/renderPage';
import { connectTo } from '../../shared/document/support/connectTo';

jest.mock('../../../src/engine', () => ({ ...jest.requireActual('../../../src/engine'), loadEngine: jest.fn() }));
// Each test gets its own document store (the app has one per tab), so no test sees another's text.
let documentStore: DocumentStore;
// The pages write through the app's session: here, one over the test's document store.
let session: Session;
jest.mock('../../../src/session/appSession', () => ({ getSession: () => session }));

// Renders counted per part (transparent wrappers around the real components): the page root draws the Notice, the Spec text is
// SpecSource, the player's buttons and slider are PlayerControls.
const renders = { root: 0, source: 0, controls: 0 };
jest.mock('../../../src/shared/panels/Notice', () => {
  const actual = jest.requireActual('../../../src/shared/panels/Notice');
  return { ...actual, Notice: (props: object) => (renders.root++, actual.Notice(props)) };
});
jest.mock('../../../src/pages/dynamic/stream/SpecSource', () => {
  const actual = jest.requireActual('../../../src/pages/dynamic/stream/SpecSource');
  return { ...actual, SpecSource: (props: object) => (renders.source++, actual.SpecSource(props)) };
});
jest.mock('../../../src/pages/dynamic/stream/PlayerControls', () => {
  const actual = jest.requireActual('../../../src/pages/dynamic/stream/PlayerControls');
  return { ...actual, PlayerControls: (props: object) => (renders.controls++, actual.PlayerControls(props)) };
});

beforeEach(() => {
  jest.mocked(loadEngine).mockResolvedValue(createFakeEngine());
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
});

const preview = () => screen.getByRole('region', { name: 'Preview' });
const pictureText = () => preview().querySelector('svg text')?.textContent ?? null;
const slider = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Position' });
const summary = () => document.querySelector('.stream-summary__text')?.textContent ?? '';

/** Opens the page on its streamed-spec view (Generate is the first mode; test/pages/dynamic/generate/useGenerateMode.test.tsx has it). */
function openDynamic() {
  const page = renderPage(DynamicPage, '/dynamic', '/dynamic');
  fireEvent.click(screen.getByRole('radio', { name: 'A streamed spec' }));
  return page;
}

/** Replaces the spec with `text`, cut one character per chunk. */
async function useText(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Chunk unit' }), 'chars');
  const field = screen.getByLabelText<HTMLTextAreaElement>('Spec text');
  await user.click(field);
  field.setSelectionRange(0, field.value.length);
  await user.paste(text);
}

test('has its heading, title and the controls the contract names', async () => {
  openDynamic();
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Dynamic']);
  expect(document.title).toBe('Dynamic · Infographic Preview');
  for (const name of ['Play', 'Pause', 'Step', 'Restart', 'Connect', 'Stop'])
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(slider()).toBeInTheDocument();
  expect(screen.getByLabelText('Speed')).toBeInTheDocument();
  expect(screen.getByLabelText('Chunk size')).toBeInTheDocument();
  expect(screen.getByLabelText('Stream URL')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading the rendering engine…')).toBeNull());
}, 30_000);

test('plays to the end as fast as possible: the picture and the summary follow, Restart clears the stage', async () => {
  const user = userEvent.setup();
  openDynamic();
  await user.selectOptions(screen.getByLabelText('Speed'), 'As fast as possible');
  await user.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(summary()).toBe('The stream ended and the spec renders without errors.'));
  expect(pictureText()).toBe('Product roadmap');
  expect(slider().value).toBe(slider().max);
  await user.click(screen.getByRole('button', { name: 'Restart' }));
  await waitFor(() => expect(preview().querySelector('svg')).toBeNull());
  expect(slider().value).toBe('0');
}, 30_000);

test('an error on the line being written is not shown; once the line is finished it is, by line', async () => {
  const user = userEvent.setup();
  openDynamic();
  const text = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Half\n  BROKEN key\n  more\n';
  await useText(user, text);
  await waitFor(() => expect(slider().max).toBe(String(text.length)));
  // In the middle of the BROKEN line: unfinished, the picture of the lines before it stays, no alert.
  const inside = text.indexOf('BROKEN k') + 'BROKEN k'.length;
  fireEvent.change(slider(), { target: { value: String(inside) } });
  await waitFor(() => expect(summary()).toMatch(/The newest line is still arriving/));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(within(preview()).queryByText(/Showing the newest prefix/)).toBeNull();
  // Past the end of that line: now it is wrong whatever comes next.
  const after = text.indexOf('more') + 1;
  for (let i = inside; i < after; i += 1) await user.click(screen.getByRole('button', { name: 'Step' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/line 4/));
  expect(summary()).toMatch(/1 error in finished lines/);
  // the picture of the lines before it, kept (drawn by the stepping's last good prefix: waited for, on a busy machine)
  await waitFor(() => expect(pictureText()).toBe('Half'));
}, 30_000);

test('what arrived opens in the Editor: it becomes the current document (reason stream) and the page changes', async () => {
  const user = userEvent.setup();
  const replaced: string[] = [];
  documentStore.onEvent((event) => {
    if (event.type === 'source-replaced') replaced.push(event.reason);
  });
  const { router } = openDynamic();
  const text = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Handed over\n  items\n    - label One\n';
  await useText(user, text);
  await user.click(screen.getByRole('button', { name: 'Step' }));
  // Nothing has rendered yet (the head line is still arriving): there is nothing to open.
  expect(screen.getByRole('button', { name: 'Open in the Editor' })).toBeDisabled();
  fireEvent.change(slider(), { target: { value: String(text.indexOf('  items')) } });
  await waitFor(() => expect(pictureText()).toBe('Handed over'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Open in the Editor' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Open in the Editor' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/editor'));
  expect(documentStore.getSnapshot().document.source).toBe(text.slice(0, text.indexOf('  items')));
  expect(replaced).toEqual(['stream']);
}, 30_000);

test('the Editor’s current document can be streamed', async () => {
  const user = userEvent.setup();
  const text = 'infographic list-row-simple-horizontal-arrow\ndata\n  title From the Editor\n';
  documentStore.setSource(text);
  openDynamic();
  await user.click(screen.getByRole('button', { name: 'Use the Editor’s document' }));
  await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Spec text').value).toBe(text));
  expect(screen.getByText('The Editor’s document is loaded: press Play to stream it.')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Speed'), 'As fast as possible');
  await user.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(pictureText()).toBe('From the Editor'));
}, 30_000);

test('typing in Spec text and playing it re-render the views that show the text and the position, never the page', async () => {
  const user = userEvent.setup();
  openDynamic();
  await waitFor(() => expect(screen.queryByText('Loading the rendering engine…')).toBeNull());
  const field = screen.getByLabelText<HTMLTextAreaElement>('Spec text');
  await user.click(field);
  await user.keyboard('{Control>}a{/Control}{Delete}');
  const before = { ...renders };
  const typed = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Typed';
  await user.type(field, typed);
  expect(field.value).toBe(typed);
  // Each key re-renders the text view (and the player's controls, whose slider counts the chunks); the page not at all.
  expect(renders.source - before.source).toBeGreaterThanOrEqual(typed.length);
  expect(renders.controls - before.controls).toBeGreaterThan(0);
  expect(renders.root - before.root).toBe(0);

  // Playing moves the position and draws the picture: the controls follow, the page does not.
  await user.selectOptions(screen.getByLabelText('Speed'), 'As fast as possible');
  const beforePlay = { ...renders };
  await user.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(pictureText()).toBe('Typed'));
  await waitFor(() => expect(slider().value).toBe(slider().max));
  expect(renders.controls).toBeGreaterThan(beforePlay.controls);
  expect(renders.root - beforePlay.root).toBe(0);
}, 30_000);
