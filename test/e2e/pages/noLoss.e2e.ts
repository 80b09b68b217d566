// Nothing typed in the Editor is lost, with two tabs of one browser profile (one context: the same IndexedDB, localStorage
// and BroadcastChannel): a tab closed without choosing between versions, two tabs closed one after the other, a reload right
// after typing, and the app's database deleted while the page is open.
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { openEditorPage, EditorPage } from './editorPage';
import { HistoryPanel } from './historyPanel';
import { DATABASE_NAME } from '../../../src/shared/document/database';

const session = useBrowser();
const spec = (title: string) =>
  `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n  lists\n    - label One\n    - label Two\n`;
const RECOVERED = /Recovered from a tab closed without saving/;

/** Opens the Editor in another tab of the same visit. */
async function secondTab(visit: Awaited<ReturnType<typeof session.visit>>): Promise<EditorPage> {
  const page = await visit.context.newPage();
  await page.goto(visit.app.url('/editor'));
  await page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  const editor = new EditorPage(page);
  await editor.preview.waitForPictureText('Shipping a release');
  return editor;
}

it('a tab closed without choosing between versions keeps its text: a recovery notice, and the text in History', async () => {
  const visit = await session.visit();
  const a = await openEditorPage(visit);
  const b = await secondTab(visit);
  await a.replaceText(spec('Saved in tab A'));
  await b.page.getByText(/A newer version of this document was saved in another tab/).waitFor();
  // B types over its own text while A's version is offered, then is closed without choosing.
  await b.replaceText(spec('Typed in tab B'));
  await b.page.close({ runBeforeUnload: true });

  await a.page.reload();
  await a.page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  await a.waitForText(spec('Saved in tab A'));
  await a.page.getByRole('status').filter({ hasText: RECOVERED }).waitFor();
  const history = new HistoryPanel(a.page);
  await history.open();
  const recovered = history.items.filter({ hasText: RECOVERED });
  await recovered.first().waitFor();
  await recovered.first().getByRole('button', { name: 'Restore' }).click();
  await a.waitForText(spec('Typed in tab B'));
});

it('A types and closes, then B types and closes: both texts can be found after reopening', async () => {
  const visit = await session.visit();
  const a = await openEditorPage(visit);
  const b = await secondTab(visit);
  const keep = await visit.context.newPage();
  await a.replaceText(spec('From tab A'));
  await a.page.close({ runBeforeUnload: true });
  await b.replaceText(spec('From tab B'));
  await b.page.close({ runBeforeUnload: true });

  await keep.goto(visit.app.url('/editor'));
  const reopened = new EditorPage(keep);
  await reopened.preview.picture.waitFor();
  const text = await eventually(
    () => reopened.text(),
    (shown) => shown.includes('From tab'),
    { what: 'one of the two texts in the editor' },
  );
  const other = text.includes('From tab A') ? 'From tab B' : 'From tab A';
  // The other tab's text was not saved over the first: it is in History as recovered text, one Restore away.
  await reopened.page.getByRole('status').filter({ hasText: RECOVERED }).waitFor();
  const history = new HistoryPanel(keep);
  await history.open();
  const recovered = history.items.filter({ hasText: RECOVERED });
  await recovered.first().getByRole('button', { name: 'Restore' }).click();
  await reopened.waitForText(spec(other));
});

it('a reload right after typing keeps the text', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.replaceText(spec('Reloaded at once'));
  await editor.page.reload();
  await editor.page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  await editor.waitForText(spec('Reloaded at once'));
});

it('deleting the app’s database while the Editor is open names that cause, offers a download, and keeps the text', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.replaceText(spec('Still here'));
  await editor.page.evaluate((name) => {
    indexedDB.deleteDatabase(name);
  }, DATABASE_NAME);
  const notice = editor.page.getByRole('alert').filter({ hasText: /saved data was deleted/ });
  await notice.waitFor();
  expect(await notice.innerText()).not.toMatch(/newer version/);
  const file = await editor.download(() => notice.getByRole('button', { name: 'Download the text' }).click());
  expect(file.text).toBe(spec('Still here'));
  // Typing goes on; a reload saves it again.
  await editor.page.reload();
  await editor.page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  await editor.waitForText(spec('Still here'));
});
