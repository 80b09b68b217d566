// The Editor takes a whole chat answer (prose around a fenced block) the ways the Renderer does: pasted into the code editor,
// opened as a file, or arriving in a share link. Only the block becomes the text, and the page says so.
import { encodeShareCode } from '../../../src/shared/links/shareLink';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { EditorPage, openEditorPage } from './editorPage';
import { SAMPLE_SPECS } from './specs';

const session = useBrowser();
const NOTICE = 'Used the infographic block from a chat answer.';
const SPEC = SAMPLE_SPECS[0].text.endsWith('\n') ? SAMPLE_SPECS[0].text : `${SAMPLE_SPECS[0].text}\n`;
const ANSWER = `Sure! Here is your infographic:\n\n\`\`\`infographic\n${SPEC}\`\`\`\n\nWant me to add a step?`;

/** The Editor's notices (role status for information). */
function notice(visit: Visit) {
  return visit.app.page.getByRole('status').filter({ hasText: NOTICE });
}

async function expectSpecDrawn(editor: EditorPage): Promise<void> {
  await editor.waitForText(SPEC);
  await editor.preview.waitForPictureText(SAMPLE_SPECS[0].shows);
  // No "Unknown key 'Sure!'": the prose never reached the text.
  expect(await editor.text()).not.toContain('Sure!');
}

it('a pasted chat answer inserts only its block, says so, and mod+Z takes the paste back', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  const before = await editor.text();
  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visit.app.origin });
  await visit.app.page.evaluate((text) => navigator.clipboard.writeText(text), ANSWER);
  await editor.source.click();
  await visit.app.page.keyboard.press('ControlOrMeta+a');
  await visit.app.page.keyboard.press('ControlOrMeta+v');
  await notice(visit).waitFor();
  await expectSpecDrawn(editor);
  await visit.app.page.keyboard.press('ControlOrMeta+z');
  await editor.waitForText(before);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a pasted spec that is no chat answer is pasted as it is, with no notice', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visit.app.origin });
  await visit.app.page.evaluate((text) => navigator.clipboard.writeText(text), SPEC);
  await editor.source.click();
  await visit.app.page.keyboard.press('ControlOrMeta+a');
  await visit.app.page.keyboard.press('ControlOrMeta+v');
  await expectSpecDrawn(editor);
  expect(await notice(visit).count()).toBe(0);
});

it('an opened chat answer file opens as its block and says so', async () => {
  const visit = await session.visit();
  const editor = await openEditorPage(visit);
  const chooser = visit.app.page.waitForEvent('filechooser');
  await editor.runAction('Open file…');
  await (await chooser).setFiles({ name: 'answer.txt', mimeType: 'text/plain', buffer: Buffer.from(ANSWER) });
  await visit.app.page
    .getByRole('status')
    .filter({ hasText: `${NOTICE} Opened “answer” in the open document: it held no changes of yours` })
    .waitFor();
  await expectSpecDrawn(editor);
});

it('a share link holding a whole chat answer opens its block and says so', async () => {
  const visit = await session.visit();
  const encoded = encodeShareCode(ANSWER);
  if (!encoded.ok) throw new Error(encoded.message);
  await visit.app.goto(`/editor#v=1&code=${encoded.code}`);
  await visit.app.waitForHeading('Editor');
  await notice(visit).waitFor();
  const editor = new EditorPage(visit.app.page);
  await expectSpecDrawn(editor);
  await eventually(
    () => Promise.resolve(new URL(visit.app.page.url()).hash),
    (hash) => expect(hash).toBe(''),
    { what: 'the address cleared after the link was opened' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});
