// Opening the Editor never scrolls the window (issue 28): coming back after editing, a share link at two desktop sizes and a
// template's Edit link on a phone all leave the page at its top, with the remembered caret back in the editor's own scroller.
import type { Page } from 'playwright-core';
import { encodeShareCode } from '../../../src/shared/links/shareLink';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { EditorPage, openEditorPage } from './editorPage';
import { GOOD } from './specs';

const session = useBrowser();

/** Long enough that the editor scrolls inside itself: the caret left on line CARET_LINE is out of its first screen. */
const LONG = `infographic list-row-simple-horizontal-arrow
data
  title Long list
  lists
${Array.from({ length: 120 }, (_, i) => `    - label Item ${i + 1}`).join('\n')}
`;
/** Line 4 of the default document, where the first test leaves the caret. */
const DEFAULT_LINE_4 = '  desc From first draft to production in four steps';
const CARET_LINE = 100;
const EDITED_LINE = `    - label Item ${CARET_LINE - 4}!`;

/** A share link's code for `text`. */
function shareCode(text: string): string {
  const encoded = encodeShareCode(text);
  if (!encoded.ok) throw new Error(encoded.message);
  return encoded.code;
}

/** How long the window must stay at its top once the Editor has settled (the scroll came in a later frame). */
const QUIET_MS = 1500;

/** Records the furthest the window has been scrolled since the page loaded (any scroll, however brief). */
async function recordWindowScroll(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { furthestScrollY: number };
    record.furthestScrollY = 0;
    addEventListener('scroll', () => (record.furthestScrollY = Math.max(record.furthestScrollY, scrollY)), { passive: true });
  });
}

const windowScroll = (page: Page) =>
  page.evaluate(() => ({ now: scrollY, furthest: (window as unknown as { furthestScrollY: number }).furthestScrollY }));

/** The window at its top now, and it stays there: never scrolled since the load (a later scroll is caught by the record). */
async function expectWindowAtTop(page: Page): Promise<void> {
  await eventually(
    () => windowScroll(page),
    (scroll) => expect(scroll).toEqual({ now: 0, furthest: 0 }),
    { what: 'the window at its top', timeoutMs: 5_000 },
  );
  await page.waitForTimeout(QUIET_MS);
  expect(await windowScroll(page)).toEqual({ now: 0, furthest: 0 });
}

/** Home and back to the Editor by the navigation, from the top of the window (moving the caret may have scrolled it). */
async function leaveAndComeBack(visit: Visit): Promise<void> {
  await visit.app.navigateTo('Home');
  await visit.app.waitForHeading('Infographic Preview');
  await visit.app.page.evaluate(() => {
    scrollTo(0, 0);
    (window as unknown as { furthestScrollY: number }).furthestScrollY = 0;
  });
  await visit.app.navigateTo('Editor');
  await visit.app.waitForHeading('Editor');
}

/** The caret's line (CodeMirror marks it active, focused or not) and whether it lies inside the editor's scroller, scrolled to show it. */
const caretInScroller = (editor: EditorPage) =>
  editor.source.evaluate((content) => {
    const scroller = content.closest('.cm-scroller') as HTMLElement;
    const line = content.querySelector('.cm-activeLine');
    const box = scroller.getBoundingClientRect();
    const lineBox = line?.getBoundingClientRect();
    return {
      scrollerScrolled: scroller.scrollTop > 0,
      line: line?.textContent ?? null,
      inside: !!lineBox && lineBox.top >= box.top && lineBox.bottom <= box.bottom,
    };
  });

it('coming back to the Editor after editing leaves the window at its top and the caret where it was', async () => {
  const visit = await session.visit({ viewport: { width: 1366, height: 900 } });
  await recordWindowScroll(visit.app.page);
  const editor = await openEditorPage(visit);
  await editor.caretAtEndOfLine(4);
  await visit.app.page.keyboard.type('!');
  await eventually(
    async () => (await caretInScroller(editor)).line,
    (line) => expect(line).toBe(`${DEFAULT_LINE_4}!`),
    { what: 'the typed "!" on the caret line' },
  );

  await leaveAndComeBack(visit);
  await editor.preview.waitForPictureText('Shipping a release');
  await eventually(
    () => caretInScroller(editor),
    (caret) => expect(caret).toEqual({ scrollerScrolled: false, line: `${DEFAULT_LINE_4}!`, inside: true }),
    { what: 'the caret back on the edited line' },
  );
  await expectWindowAtTop(visit.app.page);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a caret left far down a long text comes back inside the editor, which scrolls to it, not the window', async () => {
  const visit = await session.visit({ viewport: { width: 1366, height: 900 } });
  await recordWindowScroll(visit.app.page);
  await visit.app.goto(`/editor#v=1&code=${shareCode(LONG)}`);
  await visit.app.waitForHeading('Editor');
  const editor = new EditorPage(visit.app.page);
  await editor.preview.waitForPictureText('Long list');
  // the picture of a link comes before CodeMirror (editorCodeChunk.e2e.ts covers typing into the plain area before it):
  // the caret is placed in CodeMirror, whose scroller this test is about
  await editor.waitForCodeEditor();
  await editor.source.focus();
  await visit.app.page.keyboard.press('Control+End');
  for (let line = LONG.split('\n').length; line > CARET_LINE; line--) await visit.app.page.keyboard.press('ArrowUp');
  await visit.app.page.keyboard.press('End');
  await visit.app.page.keyboard.type('!');
  await eventually(
    async () => (await caretInScroller(editor)).line,
    (line) => expect(line).toBe(EDITED_LINE),
    { what: 'the typed "!" on the caret line' },
  );

  await leaveAndComeBack(visit);
  await editor.preview.waitForPictureText('Long list');
  await eventually(
    () => caretInScroller(editor),
    (caret) => expect(caret).toEqual({ scrollerScrolled: true, line: EDITED_LINE, inside: true }),
    { what: 'the caret back on the edited line, shown inside the editor' },
  );
  await expectWindowAtTop(visit.app.page);
  expect(visit.watch.problems()).toEqual(noProblems());
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 1280, height: 720 },
]) {
  it(`a share link opens the Editor at the top of the window (${viewport.width}×${viewport.height})`, async () => {
    const visit = await session.visit({ viewport });
    await recordWindowScroll(visit.app.page);
    await visit.app.goto(`/editor#v=1&code=${shareCode(GOOD)}`);
    await visit.app.waitForHeading('Editor');
    const editor = new EditorPage(visit.app.page);
    await editor.waitForText(GOOD);
    await editor.preview.waitForPictureText('Good picture');
    await expectWindowAtTop(visit.app.page);
    expect(visit.watch.problems()).toEqual(noProblems());
  });
}

it("a template's Edit link from Home's gallery opens the Editor at the top of the window on a phone (390×844)", async () => {
  const visit = await session.visit({ viewport: { width: 390, height: 844 } });
  await recordWindowScroll(visit.app.page);
  await visit.app.goto('/');
  await visit.app.waitForHeading('Infographic Preview');
  const gallery = visit.app.page.getByRole('region', { name: 'Templates' });
  await gallery.getByText('Templates appear here as you scroll.').scrollIntoViewIfNeeded();
  const edit = gallery.getByRole('link', { name: /^Edit list-column-done-list in the Editor$/ });
  await edit.click();
  await visit.app.waitForHeading('Editor');
  await visit.app.page.evaluate(() => ((window as unknown as { furthestScrollY: number }).furthestScrollY = scrollY));
  // on a phone the picture is drawn in the Picture tab, which is not the one shown
  await new EditorPage(visit.app.page).preview.picture.waitFor({ state: 'attached' });
  await expectWindowAtTop(visit.app.page);
  expect(visit.watch.problems()).toEqual(noProblems());
});
