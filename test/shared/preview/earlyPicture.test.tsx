// A share link's picture drawn at boot is taken over by the page's first drawing of the same text with the same settings:
// the picture moves into the page's preview and is not drawn again. Another text or other settings drop it and draw afresh;
// once a page has drawn, a late early picture is not kept.
import type { RenderSettings } from '../../../src/engine';
import { createFakeEngine, type FakeEngine } from '../../pages/support/fakeEngine';

type EarlyModule = typeof import('../../../src/shared/preview/earlyPicture');
type PictureModule = typeof import('../../../src/shared/preview/useInfographic');
type Testing = typeof import('@testing-library/react/pure');
type ReactModule = typeof import('react');

const LINKED = 'infographic list-row-simple-horizontal-arrow\ndata\n  title From the link\n';
const OTHER = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Something else\n';

let early: EarlyModule;
let picture: PictureModule;
let testing: Testing;
let react: ReactModule;
let engine: FakeEngine;

beforeEach(() => {
  // The early picture is the boot's one slot: each test starts from a fresh boot (React and its renderer with it).
  jest.isolateModules(() => {
    react = jest.requireActual('react');
    testing = jest.requireActual('@testing-library/react/pure');
    early = jest.requireActual('../../../src/shared/preview/earlyPicture');
    picture = jest.requireActual('../../../src/shared/preview/useInfographic');
  });
  engine = createFakeEngine();
});

afterEach(() => {
  testing.cleanup();
  document.body.replaceChildren();
});

/** What the boot does (src/app/drawEarlyPicture.ts): the text drawn into a wrapper on the page, kept for the page. */
function drawAtBoot(text: string, settings?: RenderSettings): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.className = early.EARLY_PICTURE_CLASS;
  document.body.append(wrapper);
  early.keepEarlyPicture(text, settings, engine.render(wrapper, text, settings), wrapper);
  return wrapper;
}

function Page({ text, settings }: { text: string; settings?: RenderSettings }) {
  const parts = picture.usePicture(engine);
  react.useEffect(() => parts.render(text, settings), [parts, text, settings]);
  return <div data-testid="stage" ref={parts.containerRef} />;
}

it("the page takes the boot's picture of its text: it moves into the preview and is not drawn again", async () => {
  const wrapper = drawAtBoot(LINKED, early.EDITABLE_PICTURE);
  const { getByTestId } = testing.render(<Page text={LINKED} settings={early.EDITABLE_PICTURE} />);
  await testing.waitFor(() => expect(getByTestId('stage').textContent).toBe('From the link'));
  expect(engine.drawn).toEqual([LINKED]);
  expect(engine.handles).toHaveLength(1);
  expect(wrapper.isConnected).toBe(false);
});

it('another text or other settings drop the early picture, and the page draws its own', async () => {
  const wrapper = drawAtBoot(LINKED);
  const { getByTestId } = testing.render(<Page text={OTHER} />);
  await testing.waitFor(() => expect(getByTestId('stage').textContent).toBe('Something else'));
  expect(engine.handles[0]!.destroyed).toBe(true);
  expect(wrapper.isConnected).toBe(false);

  const late = drawAtBoot(LINKED);
  expect(late.isConnected).toBe(false);
  expect(engine.handles[2]!.destroyed).toBe(true);
});

it('the same text drawn with other settings is drawn afresh', async () => {
  drawAtBoot(LINKED);
  const { getByTestId } = testing.render(<Page text={LINKED} settings={early.EDITABLE_PICTURE} />);
  await testing.waitFor(() => expect(getByTestId('stage').textContent).toBe('From the link'));
  expect(engine.drawn).toEqual([LINKED, LINKED]);
  expect(engine.handles[0]!.destroyed).toBe(true);
});

it('an error panel in its place drops it', () => {
  const wrapper = drawAtBoot(LINKED);
  early.dropEarlyPicture();
  expect(wrapper.isConnected).toBe(false);
  expect(engine.handles[0]!.destroyed).toBe(true);
  expect(early.earlyPictureOpen()).toBe(false);
});
