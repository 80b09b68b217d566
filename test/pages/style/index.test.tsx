// The Style page in jsdom with a stand-in engine that reads and writes a `theme <name>` line: the working copy drawn, a
// theme chosen and applied to the document, and a change of the document's text elsewhere re-rendering only the views
// that show the text (the preview, the apply status), never the page or its controls.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEngine, readThemeBlock, type Engine } from '../../../src/engine';
import StylePage from '../../../src/pages/style';
import { createSession, type Session } from '../../../src/session/session';
import { createDocumentCatalogue } from '../../../src/shared/document/documentCatalogue';
import { createDocumentStore, type DocumentStore } from '../../../src/shared/document/documentStore';
import { createHistoryStore } from '../../../src/shared/document/history/historyStore';
import { createFakeEngine, type FakeEngine } from '../support/fakeEngine';
import { renderPage } from '../support/renderPage';
import { connectTo } from '../../shared/document/support/connectTo';

jest.mock('../../../src/engine', () => ({ ...jest.requireActual('../../../src/engine'), loadEngine: jest.fn() }));
let documentStore: DocumentStore;
let session: Session;
jest.mock('../../../src/session/appSession', () => ({ getSession: () => session }));

// Renders counted per part (transparent wrappers): the page root draws the Notice; the controls, the brand palette and the
// saved styles show settings, not the text.
const renders = { root: 0, controls: 0, palette: 0, saved: 0 };
function counted(path: string, name: string, key: keyof typeof renders) {
  const actual = jest.requireActual(path);
  return { ...actual, [name]: (props: object) => (renders[key]++, actual[name](props)) };
}
jest.mock('../../../src/shared/panels/Notice', () => counted('../../../src/shared/panels/Notice', 'Notice', 'root'));
jest.mock('../../../src/pages/style/components/StyleControls', () =>
  counted('../../../src/pages/style/components/StyleControls', 'StyleControls', 'controls'),
);
jest.mock('../../../src/pages/style/components/BrandPalette', () =>
  counted('../../../src/pages/style/components/BrandPalette', 'BrandPalette', 'palette'),
);
jest.mock('../../../src/pages/style/components/SavedStyles', () =>
  counted('../../../src/pages/style/components/SavedStyles', 'SavedStyles', 'saved'),
);

const START = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Plan\n';
let engine: FakeEngine;

/** The fake engine, plus themes and palettes and a theme read from (and written as) the text's `theme <name>` line. */
function themedEngine(): FakeEngine {
  const base = createFakeEngine();
  const validate: Engine['validate'] = (source) => {
    const result = base.validate(source);
    const name = typeof source === 'string' ? readThemeBlock(source)?.name : null;
    return name && result.options ? { ...result, options: { ...result.options, theme: name } } : result;
  };
  return {
    ...base,
    validate,
    themes: () => [
      { name: 'light', title: 'Light' },
      { name: 'dark', title: 'Dark', background: '#1F1F1F' },
    ],
    palettes: () => [{ name: 'antv', title: 'AntV', colors: ['#1783FF', '#00C9C9'] }],
    serialize: (spec) => (typeof spec.theme === 'string' ? `theme ${spec.theme}\n` : ''),
  };
}

beforeEach(() => {
  engine = themedEngine();
  jest.mocked(loadEngine).mockResolvedValue(engine);
  documentStore = createDocumentStore({
    environment: { database: connectTo(null), openChannel: null, onPageHide: null, now: () => Date.now() },
  });
  session = createSession({
    documents: documentStore,
    history: createHistoryStore({ database: connectTo(null) }),
    catalogue: createDocumentCatalogue({ database: connectTo(null) }),
  });
  documentStore.setSource(START);
});

afterEach(() => {
  session.dispose();
  documentStore.dispose();
});

const preview = () => screen.getByRole('region', { name: 'Preview' });
const pictureText = () => preview().querySelector('svg text')?.textContent ?? null;
const themeBlock = () => screen.getByLabelText<HTMLTextAreaElement>('Theme block');

async function openStyle() {
  const page = renderPage(StylePage, '/style', '/style');
  await waitFor(() => expect(pictureText()).toBe('Plan'));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Theme' })).toBeEnabled());
  return page;
}

test('draws the current document, and a theme chosen is shown, drawn and applied to the document only on Apply', async () => {
  const user = userEvent.setup();
  await openStyle();
  expect(screen.getByRole('heading', { level: 1, name: 'Style' })).toBeInTheDocument();
  expect(screen.getByText('The current document has this theme.')).toBeInTheDocument();
  expect(themeBlock().value).toBe('(no theme block: the defaults apply)');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'dark');
  expect(themeBlock().value).toBe('theme dark');
  await waitFor(() => expect(engine.drawn.at(-1)).toBe(`${START}theme dark\n`));
  expect(screen.getByText(/Not applied: the current document keeps its theme/)).toBeInTheDocument();
  expect(documentStore.getSnapshot().document.source).toBe(START);

  await user.click(screen.getByRole('button', { name: 'Apply to document' }));
  expect(documentStore.getSnapshot().document.source).toBe(`${START}theme dark\n`);
  expect(screen.getByText('The current document has this theme.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply to document' })).toBeDisabled();
});

test('typing in the document elsewhere redraws the preview and re-renders neither the page nor its settings panels', async () => {
  await openStyle();
  const before = { ...renders };
  const typed = ' ahead';
  // Typed in another view of this tab's session, one key at a time.
  for (let end = 1; end <= typed.length; end += 1) act(() => session.type(`${START}  desc${typed.slice(0, end)}\n`));
  await waitFor(() => expect(engine.drawn.at(-1)).toBe(`${START}  desc${typed}\n`));
  expect(screen.getByText('The current document has this theme.')).toBeInTheDocument();
  expect({
    root: renders.root - before.root,
    controls: renders.controls - before.controls,
    palette: renders.palette - before.palette,
    saved: renders.saved - before.saved,
  }).toEqual({ root: 0, controls: 0, palette: 0, saved: 0 });
});

test('unapplied style changes are kept on a newer text from elsewhere, with a notice', async () => {
  const user = userEvent.setup();
  await openStyle();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'dark');
  act(() => session.replace(`${START}  desc Newer\n`, 'other-tab'));
  expect(await screen.findByText(/your style changes not yet applied are kept on its new text/)).toBeInTheDocument();
  await waitFor(() => expect(engine.drawn.at(-1)).toBe(`${START}  desc Newer\ntheme dark\n`));
  expect(themeBlock().value).toBe('theme dark');
});
