// Template search ranks what it finds, in Chromium against nginx (issue 52 item 7): before, "org chart", 组织 and
// "organization" listed the 112 hierarchies in name order, the mind maps first, and Enter on the first result opened a
// mind map. Now the top-down trees come first, in Home's gallery and in the Editor's "New from template", where Enter takes
// the best match; "mind map" still puts the mind maps first.
import type { Locator } from 'playwright-core';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { openInChinese } from './chineseLabels';
import { EditorPage, openEditorPage } from './editorPage';

const session = useBrowser();

/** A tree drawn top down, the way an org chart is. */
const isTopDownTree = (name: string) => name.startsWith('hierarchy-tree-') && !/-(bt|lr|rl)-/.test(name);

/** The shown cards' template names, in the order a person reads them. */
function shownCards(gallery: Locator): Promise<string[]> {
  return gallery
    .locator('.gallery-card:not([hidden])')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.template ?? ''));
}

/** Opens "New from template" from the command palette (by its name in the interface's language), searches, presses Enter. */
async function newFromTemplate(editor: EditorPage, query: string, chinese: boolean): Promise<void> {
  const page = editor.page;
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: chinese ? '命令面板' : 'Command palette' });
  await palette.waitFor();
  await page.keyboard.type(chinese ? '从模板新建' : 'New from template');
  await eventually(
    () => palette.getByRole('option').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    (names) => expect(names).toEqual([chinese ? '从模板新建…' : 'New from template…']),
    { what: 'the palette narrowed to New from template' },
  );
  await page.keyboard.press('Enter');
  const dialog = editor.dialog(chinese ? '从模板新建' : 'New from a template');
  const field = dialog.getByRole('searchbox');
  await field.fill(query);
  await eventually(
    () => dialog.getByRole('status').innerText(),
    (status) => expect(status).toMatch(/^112 /),
    { what: 'the dialog counting the hierarchies found' },
  );
  await field.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
}

it.each([
  ['org chart', false],
  ['organization', false],
  ['组织', true],
])('New from template: %s then Enter opens a top-down tree (an org chart), not a mind map', async (query, chinese) => {
  const visit = chinese ? await openInChinese(session, '/editor', '编辑器') : await session.visit();
  const editor = chinese ? new EditorPage(visit.app.page) : await openEditorPage(visit);
  // CodeMirror's first line, whatever the interface's language names the field
  const firstLine = visit.app.page.locator('.cm-content .cm-line').first();
  await firstLine.waitFor();
  await newFromTemplate(editor, query, chinese);
  await eventually(
    async () => (await firstLine.innerText()).replace(/^infographic /, ''),
    (template) => expect(isTopDownTree(template)).toBe(true),
    { what: 'a top-down tree’s sample in the code editor' },
  );
  expect(visit.watch.problems()).toEqual(noProblems());
});

it.each(['org chart', '组织', 'organization', 'mind map'])('Home’s gallery shows the best match first for %s', async (query) => {
  const { app, watch } = await session.visit();
  await app.goto('/');
  await app.waitForHeading('Infographic Preview');
  const gallery = app.page.getByRole('region', { name: 'Templates' });
  await gallery.scrollIntoViewIfNeeded();
  await gallery.locator('.gallery-card').first().waitFor();
  await app.page.getByRole('searchbox', { name: 'Search templates' }).fill(query);
  await eventually(
    () => shownCards(gallery),
    (shown) => {
      if (query === 'mind map') {
        expect(shown).toHaveLength(10);
        expect(shown.every((name) => name.includes('-mindmap-'))).toBe(true);
      } else {
        expect(shown).toHaveLength(112);
        expect(shown.slice(0, 25).every(isTopDownTree)).toBe(true);
        expect(shown.findIndex((name) => name.includes('-mindmap-'))).toBeGreaterThan(25);
      }
    },
    { what: `the cards for “${query}”, best first` },
  );
  // the first group shown is the best match's, with its heading
  const firstGroup = gallery.locator('section.gallery__group:not([hidden])').first();
  expect(await firstGroup.getByRole('heading').innerText()).toMatch(/^Hierarchies/);
  expect(watch.problems()).toEqual(noProblems());
});
