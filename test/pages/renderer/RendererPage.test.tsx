// The Renderer page in jsdom with a stand-in engine: debounced rendering, diagnostics by line, stale picture,
// template picker, share link round trip, file opening and export wiring.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEngine } from '../../../src/engine';
import RendererPage from '../../../src/pages/renderer';
import { RENDER_DEBOUNCE_MS } from '../../../src/pages/renderer/renderTiming';
import { DEFAULT_SOURCE } from '../../../src/pages/renderer/defaultSource';
import { decodeShareCode, encodeShareCode, shareCodeFromHash } from '../../../src/shared/shareLink';
import { createFakeEngine, type FakeEngine } from '../support/fakeEngine';
import { renderPage } from '../support/renderPage';

jest.mock('../../../src/engine', () => ({ ...jest.requireActual('../../../src/engine'), loadEngine: jest.fn() }));

let engine: FakeEngine;

beforeEach(() => {
  engine = createFakeEngine();
  jest.mocked(loadEngine).mockResolvedValue(engine);
});

afterEach(() => {
  jest.useRealTimers();
});

function openRenderer(at = '/renderer') {
  return renderPage(RendererPage, '/renderer', at);
}

const source = () => screen.getByLabelText<HTMLTextAreaElement>('Infographic source');
const preview = () => screen.getByRole('region', { name: 'Preview' });
const pictureText = () => preview().querySelector('svg text')?.textContent;

async function firstPicture() {
  await waitFor(() => expect(preview().querySelector('svg')).not.toBeNull());
}

test('opens with the sample in the labelled source field and draws it as an svg in the Preview region', async () => {
  openRenderer();
  expect(screen.getByRole('heading', { level: 1, name: 'Renderer' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe('Renderer · Infographic Preview');
  expect(source().value).toBe(DEFAULT_SOURCE);
  await firstPicture();
  expect(pictureText()).toBe('Shipping a release');
  expect(screen.getByText('The source is valid.')).toBeInTheDocument();
});

test('typing does not render on the keystroke; the picture follows once typing pauses', async () => {
  jest.useFakeTimers();
  // Keystrokes 50 ms apart, well inside the pause (user-event also waits once after the last key).
  const typist = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: 50 });
  const lastKey = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: 0 });
  openRenderer();
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(pictureText()).toBe('Shipping a release');
  const field = source();
  await typist.clear(field);
  await act(() => jest.advanceTimersByTimeAsync(RENDER_DEBOUNCE_MS));
  const drawsBefore = engine.drawn.length;
  await typist.type(field, 'infographic x\ndata\n  title Fres');
  await lastKey.type(field, 'h');
  // Nothing drawn yet, however many keys were typed.
  expect(engine.drawn.slice(drawsBefore)).toEqual([]);

  await act(() => jest.advanceTimersByTimeAsync(RENDER_DEBOUNCE_MS - 1));
  expect(engine.drawn.slice(drawsBefore)).toEqual([]);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(engine.drawn.slice(drawsBefore)).toEqual(['infographic x\ndata\n  title Fresh']);
  expect(pictureText()).toBe('Fresh');
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
  await user.clear(source());
  await user.click(source());
  await user.paste(broken);
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
  await user.clear(field);
  await user.paste('infographic x\ndata\n  title Fixed\n');
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

  await user.click(screen.getByRole('button', { name: 'Use sample data' }));
  expect(source().value).toBe(engine.sampleSource('sequence-timeline-simple'));
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
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
  const url = new URL(writeText.mock.calls[0][0]);
  expect(url.pathname).toBe('/renderer');
  expect(decodeShareCode(shareCodeFromHash(url.hash)!)).toEqual({ ok: true, text });
});

test('without a clipboard the link is shown in a field to copy by hand', async () => {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  openRenderer();
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  const field = await screen.findByRole('textbox', { name: 'Share link' });
  expect(decodeShareCode(shareCodeFromHash(new URL((field as HTMLInputElement).value).hash)!)).toEqual({ ok: true, text: DEFAULT_SOURCE });
});

test('opening a share link restores its text exactly and draws it', async () => {
  const text = 'infographic x\ndata\n  title From a link\n';
  const encoded = encodeShareCode(text);
  if (!encoded.ok) throw new Error('encode');
  openRenderer(`/renderer#code=${encoded.code}`);
  expect(source().value).toBe(text);
  await firstPicture();
  expect(pictureText()).toBe('From a link');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a malformed link says so and leaves the page usable with the default sample', async () => {
  openRenderer('/renderer#code=%%%not-a-link');
  expect(screen.getByRole('alert')).toHaveTextContent(/link is damaged/);
  expect(source().value).toBe(DEFAULT_SOURCE);
  await firstPicture();
  expect(pictureText()).toBe('Shipping a release');
});

test('?template= opens that template’s sample; an unknown one falls back with a notice', async () => {
  const { unmount } = openRenderer('/renderer?template=chart-pie-donut');
  await waitFor(() => expect(source().value).toBe(engine.sampleSource('chart-pie-donut')));
  await firstPicture();
  expect(pictureText()).toBe('Sample of chart-pie-donut');
  unmount();

  openRenderer('/renderer?template=chart-nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no template named “chart-nope”');
  expect(source().value).toBe(DEFAULT_SOURCE);
});

test('Open file reads a spec into the field and draws it; a file that is not a spec gets a message', async () => {
  const user = userEvent.setup({ applyAccept: false });
  openRenderer();
  await firstPicture();
  const input = screen.getByLabelText('Open a spec file');
  await user.upload(input, new File(['infographic x\ndata\n  title From disk\n'], 'disk.txt', { type: 'text/plain' }));
  await waitFor(() => expect(source().value).toBe('infographic x\ndata\n  title From disk\n'));
  expect(pictureText()).toBe('From disk');

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

  await user.click(screen.getByRole('button', { name: 'Download SVG' }));
  expect(engine.exportSVG).toHaveBeenCalledWith(handle, { transparent: false });
  expect(await screen.findByText('Saved picture.svg.')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'PNG scale' }), '3');
  await user.click(screen.getByRole('checkbox', { name: 'Transparent background' }));
  await user.click(screen.getByRole('button', { name: 'Download PNG' }));
  expect(engine.exportPNG).toHaveBeenCalledWith(handle, { scale: 3, transparent: true });
  expect(await screen.findByText('Saved picture.png.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Copy image' }));
  expect(engine.copyImage).toHaveBeenCalledWith(handle, { scale: 3, transparent: true });
  expect(await screen.findByText('Image copied.')).toBeInTheDocument();
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
