// The Dynamic page's Spec text over the item limit (issue #27): refused before it is cut into chunks or parsed, with the
// engine's message under the field, the text kept in it, and nothing played or drawn.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadEngine } from '../../../../src/engine';
import DynamicPage from '../../../../src/pages/dynamic';
import { chunkText } from '../../../../src/pages/dynamic/stream/chunking';
import { createFakeEngine, type FakeEngine } from '../../support/fakeEngine';
import { createMemorySession, type MemorySession } from '../../support/memorySession';
import { renderPage } from '../../support/renderPage';

jest.mock('../../../../src/engine', () => ({ ...jest.requireActual('../../../../src/engine'), loadEngine: jest.fn() }));
jest.mock('../../../../src/pages/dynamic/stream/chunking', () => {
  const actual = jest.requireActual('../../../../src/pages/dynamic/stream/chunking');
  return { ...actual, chunkText: jest.fn(actual.chunkText) };
});
let tab: MemorySession;
jest.mock('../../../../src/session/appSession', () => ({ getSession: () => tab.session }));

let engine: FakeEngine;
beforeEach(() => {
  engine = createFakeEngine();
  jest.mocked(loadEngine).mockResolvedValue(engine);
  tab = createMemorySession();
});

afterEach(() => {
  tab.dispose();
});

/** 10,000 items on one line of JSON: under the size limits (179,000 characters, one line), so only the item count refuses it. */
const TEN_THOUSAND = JSON.stringify({
  template: 'list-row-simple-horizontal-arrow',
  data: { title: 'Many', lists: Array.from({ length: 10_000 }, (_, i) => ({ label: `I${i}` })) },
});

test('a spec with 10,000 items is refused before chunking or parsing; the message says the limit and the text stays', async () => {
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  fireEvent.click(screen.getByRole('radio', { name: 'A streamed spec' }));
  await waitFor(() => expect(screen.queryByText('Loading the rendering engine…')).toBeNull());
  const validate = jest.spyOn(engine, 'validate');
  const render = jest.spyOn(engine, 'render');
  jest.mocked(chunkText).mockClear();
  const drawnBefore = engine.drawn.length;

  const field = screen.getByLabelText<HTMLTextAreaElement>('Spec text');
  fireEvent.change(field, { target: { value: TEN_THOUSAND } });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The data has 10,000 items; the limit is 1,000. It is not played. Split the infographic into several.',
  );
  expect(field.value).toBe(TEN_THOUSAND);
  expect(field).toHaveAccessibleDescription(/the limit is 1,000/);
  // Nothing to play: no chunk, no Play, and the picture left alone.
  expect(chunkText).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Step' }));
  expect(validate).not.toHaveBeenCalled();
  expect(render).not.toHaveBeenCalled();
  expect(engine.drawn.length).toBe(drawnBefore);

  // Cut to about 800 items, it is played again.
  const fewer = TEN_THOUSAND.replace(/,\{"label":"I\d+"\}/g, (item, offset: number) => (offset < 14_000 ? item : ''));
  fireEvent.change(field, { target: { value: fewer } });
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(chunkText).toHaveBeenCalled();
}, 30_000);
