// Named documents in Chromium against nginx: a new document and a renamed one survive a reload, the open one is remembered,
// each keeps its own text; a second tab of the same profile lists them, opens one and follows the first tab's saves of it.
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';
import { openEditorPage, EditorPage } from './editorPage';
import { waitUntilStored } from './storedDocument';

const session = useBrowser();
const spec = (title: string) =>
  `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n  lists\n    - label One\n    - label Two\n`;

async function openDocuments(editor: EditorPage) {
  await editor.runAction('Documents');
  const dialog = editor.page.getByRole('dialog', { name: 'Documents' });
  await dialog.getByRole('list', { name: 'Named documents' }).waitFor();
  return dialog;
}

it('creates, renames and reopens named documents across a reload; the open one is remembered', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await editor.replaceText(spec('First document'));

  let dialog = await openDocuments(editor);
  await dialog.getByRole('button', { name: 'New document' }).click();
  await editor.waitForText(DEFAULT_SOURCE);
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.replaceText(spec('Second document'));
  await editor.preview.waitForPictureText('Second document');
  // the new document's name follows its title once saved
  await waitUntilStored(editor.page, spec('Second document'));

  dialog = await openDocuments(editor);
  await dialog.getByRole('button', { name: 'Rename “Second document”' }).click();
  const name = dialog.getByRole('textbox', { name: 'New name for “Second document”' });
  await name.fill('Budget');
  await name.press('Enter');
  await dialog.getByRole('button', { name: 'Open “Budget”' }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await editor.page.reload();
  await editor.page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  await editor.waitForText(spec('Second document'));
  // the header names the open document
  await editor.page.getByRole('banner').getByRole('button', { name: 'Budget', exact: true }).waitFor();

  dialog = await openDocuments(editor);
  await dialog.getByRole('button', { name: 'Open “First document”' }).click();
  await editor.waitForText(spec('First document'));
  await editor.preview.waitForPictureText('First document');
  await editor.page.reload();
  await editor.page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  await editor.waitForText(spec('First document'));
});

it('a second tab lists the documents, opens one, and is offered the first tab’s saves of that document only', async () => {
  const visit = await session.visit();
  const a = await openEditorPage(visit);
  await a.replaceText(spec('Shared first'));
  const dialog = await openDocuments(a);
  await dialog.getByRole('button', { name: 'New document' }).click();
  await a.waitForText(DEFAULT_SOURCE);
  await a.preview.waitForPictureText('Shipping a release');
  await a.replaceText(spec('Only in A'));
  // Saved before the second tab opens: a save landing after it is offered there ("Load it"), not put in on its own.
  await waitUntilStored(a.page, spec('Only in A'));

  const page = await visit.context.newPage();
  await page.goto(visit.app.url('/editor'));
  const b = new EditorPage(page);
  await b.page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  // A new tab opens the document this browser opened last.
  await b.waitForText(spec('Only in A'));
  const list = await openDocuments(b);
  await list.getByRole('button', { name: 'Open “Shared first”' }).click();
  await b.waitForText(spec('Shared first'));

  // A keeps typing in its own document: B, on the other one, is offered nothing and keeps its text.
  await a.replaceText(spec('Only in A, again'));
  await a.preview.waitForPictureText('Only in A, again');
  await b.page.reload();
  await b.page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  await b.waitForText(spec('Shared first'));
  await b.page.getByText(/A newer version of this document was saved in another tab/).waitFor({ state: 'detached' });
});

it('a Documents list open in one tab follows another tab’s new, renamed and deleted documents', async () => {
  const visit = await session.visit();
  const a = await openEditorPage(visit);
  const page = await visit.context.newPage();
  await page.goto(visit.app.url('/editor'));
  const b = new EditorPage(page);
  await b.preview.waitForPictureText('Shipping a release');
  const listInB = await openDocuments(b);
  await listInB.getByRole('button', { name: 'Open “Shipping a release”' }).waitFor();

  // A makes a new document (named after the sample's title): B's open list shows it without being closed or reopened.
  const listInA = await openDocuments(a);
  await listInA.getByRole('button', { name: 'New document' }).click();
  await a.preview.waitForPictureText('Shipping a release');
  await eventually(
    () => listInB.getByRole('listitem').count(),
    (count) => expect(count).toBe(2),
    { what: 'the new document in the other tab’s list' },
  );

  const again = await openDocuments(a);
  await again.getByRole('button', { name: 'Rename “Shipping a release”' }).first().click();
  const name = again.getByRole('textbox', { name: 'New name for “Shipping a release”' });
  await name.fill('Renamed in A');
  await name.press('Enter');
  await listInB.getByRole('button', { name: 'Open “Renamed in A”' }).waitFor();

  await again.getByRole('button', { name: 'Delete “Renamed in A”' }).click();
  await listInB.getByRole('button', { name: 'Open “Renamed in A”' }).waitFor({ state: 'detached' });
});

it('a tab whose document another tab deletes says so, keeps its text, and keeps it as a new document on request', async () => {
  const visit = await session.visit();
  const a = await openEditorPage(visit);
  await a.replaceText(spec('Doomed'));
  await waitUntilStored(a.page, spec('Doomed'));
  const page = await visit.context.newPage();
  await page.goto(visit.app.url('/editor'));
  const b = new EditorPage(page);
  await b.page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  await b.waitForText(spec('Doomed'));
  await b.replaceText(spec('Typed in B'));
  // Saved before the delete: a save still on its way would land after it and bring the document back for everyone.
  await waitUntilStored(b.page, spec('Typed in B'));

  const listInA = await openDocuments(a);
  // named after its title, which B's save changed
  await listInA.getByRole('button', { name: 'Delete “Typed in B”' }).click();
  await listInA.getByRole('button', { name: 'Open “Typed in B”' }).waitFor({ state: 'detached' });
  const notice = b.page.getByRole('alert').filter({ hasText: 'This document was deleted in another tab.' });
  await notice.waitFor();
  await b.waitForText(spec('Typed in B'));

  await notice.getByRole('button', { name: 'Keep as a new document' }).click();
  await notice.waitFor({ state: 'detached' });
  await waitUntilStored(b.page, spec('Typed in B'));
  await listInA.getByRole('button', { name: 'Open “Typed in B”' }).waitFor();
  await b.page.reload();
  await b.page.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  await b.waitForText(spec('Typed in B'));
  await expect(b.page.getByText('This document was deleted in another tab.').count()).resolves.toBe(0);
});
