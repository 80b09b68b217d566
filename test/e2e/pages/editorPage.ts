// A page object for the Editor: the code editor found by its accessible name, its lint marks and completions, the preview.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { eventually } from '../harness/eventually';
import { PreviewPane } from './previewPane';

/** One lint mark as shown: the 1-based line it sits on and the text it underlines. */
export interface ShownLintMark {
  line: number;
  text: string;
}

export class EditorPage {
  readonly preview: PreviewPane;

  constructor(readonly page: Page) {
    this.preview = new PreviewPane(page);
  }

  /** The editable content (CodeMirror's), named "Infographic source". */
  get source(): Locator {
    return this.page.getByRole('textbox', { name: 'Infographic source', exact: true });
  }

  get separator(): Locator {
    return this.page.getByRole('separator', { name: 'Resize editor and preview' });
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

  /** The "Document" toolbar: New from template, Open file, Download source, Restyle, Keyboard shortcuts. */
  get documentToolbar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Document' });
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
    const [download] = (await Promise.all([this.page.waitForEvent('download'), click()])) as [Download, void];
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }

  /** The editor's text, line by line as drawn (the documents in these specs are short enough to be drawn whole). */
  text(): Promise<string> {
    return this.source.evaluate((content) => Array.from(content.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n'));
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

  /** The error marks in the text right now (a probe for eventually()). */
  lintMarks(): Promise<ShownLintMark[]> {
    return this.source.evaluate((content) => {
      const lines = Array.from(content.querySelectorAll('.cm-line'));
      return Array.from(content.querySelectorAll('.cm-lintRange-error'), (mark) => ({
        line: lines.findIndex((line) => line.contains(mark)) + 1,
        text: mark.textContent ?? '',
      }));
    });
  }
}
