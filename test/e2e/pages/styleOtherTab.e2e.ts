// The Style page's working copy follows the session: another tab's save, once loaded, moves it onto the newer text with the
// unapplied style kept, so "Apply to document" never writes the older text over the other tab's work.
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { EditorPage } from './editorPage';
import { StylePage } from './stylePage';
import { storedSource, waitUntilStored } from './storedDocument';

const session = useBrowser();
const spec = (title: string) =>
  `infographic list-row-simple-horizontal-arrow\ndata\n  title ${title}\n  lists\n    - label One\n    - label Two\n`;

it('another tab’s save reaches the Style page, and Apply keeps it', async () => {
  const visit = await session.visit();
  await visit.app.goto('/style');
  await visit.app.waitForHeading('Style');
  const style = new StylePage(visit.app.page);
  await style.preview.waitForNewPicture(0);
  await style.control('Theme').selectOption('dark');
  await style.waitForThemeBlock((text) => expect(text).toBe('theme dark'), 'naming the dark theme');

  const editorTab = await visit.context.newPage();
  await editorTab.goto(visit.app.url('/editor'));
  await editorTab.getByRole('heading', { level: 1, name: 'Editor' }).waitFor();
  const editor = new EditorPage(editorTab);
  await editor.preview.waitForPictureText('Shipping a release');
  await editor.replaceText(spec('Written in the Editor tab'));
  await waitUntilStored(editorTab, spec('Written in the Editor tab'));

  const offer = visit.app.page.getByRole('status').filter({ hasText: 'A newer version of this document was saved in another tab' });
  await offer.getByRole('button', { name: 'Load it', exact: true }).click();
  await visit.app.page.getByText(/your style changes not yet applied are kept on its new text/).waitFor();
  await style.button('Apply to document').click();
  await eventually(
    () => storedSource(visit.app.page),
    (stored) => {
      expect(stored).toContain('title Written in the Editor tab');
      expect(stored?.split('\n')).toContain('theme dark');
    },
    { what: 'the other tab’s text with the dark theme as the stored document' },
  );
});
