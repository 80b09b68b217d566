// A page object for the Editor: the code editor found by its accessible name, its lint marks and completions, the preview.
import type { Locator, Page } from 'playwright-core';
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
