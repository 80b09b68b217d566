// A page object for the Editor: the code editor found by its accessible name, its lint marks and completions, the preview.
import type { Locator, Page } from 'playwright-core';
import type { Visit } from '../harness/browserSession';
import { downloadOf } from '../harness/downloads';
import { eventually } from '../harness/eventually';
import { runAction } from './menus';
import { PreviewPane } from './previewPane';

/** One lint mark as shown: the 1-based line it sits on and the text it underlines. */
export interface ShownLintMark {
  line: number;
  text: string;
}

/** The texts the canvas editor edits, by their role in the picture. */
export type CanvasTextRole = 'title' | 'desc' | 'item-label' | 'item-desc';

/** Opens /editor in a visit (a fresh one starts on the default document) and waits until its picture is drawn. */
export async function openEditorPage(visit: Visit, shows = 'Shipping a release'): Promise<EditorPage> {
  await visit.app.goto('/editor');
  await visit.app.waitForHeading('Editor');
  const editor = new EditorPage(visit.app.page);
  await editor.preview.waitForPictureText(shows);
  await editor.waitForCodeEditor();
  return editor;
}

export class EditorPage {
  readonly preview: PreviewPane;

  constructor(readonly page: Page) {
    this.preview = new PreviewPane(page);
  }

  /**
   * The editable content, named "Infographic source": CodeMirror's, or the plain text area that holds the text until
   * CodeMirror's chunk is in (what is typed there ends up in CodeMirror).
   */
  get source(): Locator {
    return this.page.getByRole('textbox', { name: 'Infographic source', exact: true });
  }

  /** Waits until the code editor is CodeMirror (its chunk comes after the first picture). */
  async waitForCodeEditor(): Promise<void> {
    await eventually(
      () => this.source.evaluate((content) => content.classList.contains('cm-content')),
      (isCodeMirror) => expect(isCodeMirror).toBe(true),
      { what: 'CodeMirror open in place of the plain text area' },
    );
  }

  get separator(): Locator {
    return this.page.getByRole('separator', { name: 'Resize code and picture' });
  }

  /** The lint panel (opened with mod+Shift+M). */
  get lintPanel(): Locator {
    return this.page.getByRole('listbox', { name: 'Diagnostics' });
  }

  /** The autocomplete list while it is open. */
  get completions(): Locator {
    return this.page.getByRole('listbox', { name: 'Completions' });
  }

  /** The offered completion whose name is exactly `name`. */
  completion(name: string): Locator {
    return this.completions.getByRole('option').filter({ has: this.page.locator('.cm-completionLabel').getByText(name, { exact: true }) });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Runs an action by name: its menu's item (File, Export, Share, View, Tools), or its visible button. */
  runAction(name: string): Promise<void> {
    return runAction(this.page, name);
  }

  /** A modal dialog by its name ("New from a template", "Keyboard shortcuts"). */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** Drops a file on the code editor as a user dragging it from the desktop would (dragenter, dragover, drop). */
  async dropFile(name: string, text: string, type: string): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      ({ name, text, type }) => {
        const data = new DataTransfer();
        data.items.add(new File([text], name, { type }));
        return data;
      },
      { name, text, type },
    );
    for (const event of ['dragenter', 'dragover', 'drop']) await this.source.dispatchEvent(event, { dataTransfer: transfer });
  }

  /** Clicks and returns the file the click downloaded: its suggested name and its text. */
  async download(click: () => Promise<void>): Promise<{ name: string; text: string }> {
    const { name, bytes } = await downloadOf(this.page, click);
    return { name, text: bytes.toString('utf8') };
  }

  /** The element that has the focus, as "tag: name" a test can compare (looking into the code editor's shadow root). */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      return element ? `${element.tagName.toLowerCase()}: ${element.getAttribute('aria-label') ?? element.textContent ?? ''}` : 'nothing';
    });
  }

  /** The editor's text, line by line as drawn (the documents in these specs are short enough to be drawn whole). */
  text(): Promise<string> {
    return this.source.evaluate((content) =>
      content instanceof HTMLTextAreaElement
        ? content.value
        : Array.from(content.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n'),
    );
  }

  async waitForText(expected: string): Promise<void> {
    await eventually(
      () => this.text(),
      (text) => expect(text).toBe(expected),
      { what: 'the text in the code editor' },
    );
  }

  /** Replaces the whole text as a user selecting all and pasting would. */
  async replaceText(text: string): Promise<void> {
    await this.source.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.insertText(text);
  }

  /** Puts the caret at the end of the 1-based line. */
  async caretAtEndOfLine(line: number): Promise<void> {
    await this.source
      .locator('.cm-line')
      .nth(line - 1)
      .click();
    await this.page.keyboard.press('End');
  }

  /** The error marks (or the marks of another severity) in the text right now (a probe for eventually()). */
  lintMarks(severity: 'error' | 'warning' = 'error'): Promise<ShownLintMark[]> {
    return this.source.evaluate((content, className) => {
      const lines = Array.from(content.querySelectorAll('.cm-line'));
      return Array.from(content.querySelectorAll(`.${className}`), (mark) => ({
        line: lines.findIndex((line) => line.contains(mark)) + 1,
        text: mark.textContent ?? '',
      }));
    }, `cm-lintRange-${severity}`);
  }

  /** An editable text in the picture: the title, or an item's label or description by its place ([1], [0, 2]). */
  canvasText(role: CanvasTextRole, indexes?: number[]): Locator {
    const place = indexes ? `[data-indexes="${indexes.join(',')}"]` : '';
    return this.preview.picture.locator(`[data-element-type="${role}"]${place}`);
  }

  /** Double-clicks a text in the picture, replaces what it says with `typed` and presses `key` (Enter keeps it, Escape drops it). */
  async editCanvasText(text: Locator, typed: string, key: 'Enter' | 'Escape' = 'Enter'): Promise<void> {
    await text.dblclick();
    const editing = text.locator('[contenteditable="true"]');
    await editing.waitFor();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.type(typed);
    await this.page.keyboard.press(key);
    await editing.waitFor({ state: 'detached' });
  }

  /** Selects a text in the picture (a click: the first click also wakes the canvas editor up). */
  async selectCanvasText(text: Locator): Promise<void> {
    await text.click();
    await this.editBar.waitFor();
  }

  /** Drags a text in the picture by (dx, dy) screen pixels, in small steps as a hand would. */
  async dragCanvasText(text: Locator, dx: number, dy: number): Promise<void> {
    const box = await text.boundingBox();
    if (!box) throw new Error('the text to drag is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 10 });
    await this.page.mouse.up();
  }

  /** The library's edit bar for the selected text (colour, size, alignment, font), while it shows. */
  get editBar(): Locator {
    return this.page
      .locator('.picture-edit-bar-root > [data-element-type="infographic-component"]:has(.infographic-font-color-btn)')
      .filter({ visible: true });
  }

  /** Picks a text size from the edit bar's size menu (XS 12, S 14, M 16, L 20, XL 24). */
  async pickTextSize(size: 'XS' | 'S' | 'M' | 'L' | 'XL'): Promise<void> {
    // the bar holds colour, size, alignment, font; its menus open on hover
    await this.editBar.getByRole('button', { name: 'Text size', exact: true }).hover();
    const menu = this.page.locator('.infographic-edit-popover__content[data-open="true"]');
    const words = { XS: 'extra small', S: 'small', M: 'medium', L: 'large', XL: 'extra large' } as const;
    await menu.getByRole('button', { name: `Text size ${words[size]}`, exact: true }).click();
  }

  /** The message the preview shows when a canvas edit could not be kept as it was. */
  get canvasNotice(): Locator {
    return this.page.locator('.editor-page__canvas > .notice');
  }

  /** The `<style>` elements the library's editor managed to add (our CSP would block each; there should be none). */
  injectedEditorStyles(): Promise<string[]> {
    return this.page.evaluate(() => Array.from(document.querySelectorAll('style[id^="infographic-"]'), (style) => style.id));
  }
}
