// A page object for the Editor's history: the name dialog mod+S opens, and the History panel with its snapshots.
import type { Locator, Page } from 'playwright-core';

export class HistoryPanel {
  constructor(readonly page: Page) {}

  /** The dialog mod+S (or "Save snapshot") opens. */
  get nameDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Save a snapshot' });
  }

  get nameField(): Locator {
    return this.nameDialog.getByRole('textbox', { name: 'Snapshot name' });
  }

  /** The History panel (a modal dialog). */
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'History' });
  }

  get openButton(): Locator {
    return this.page.getByRole('button', { name: 'History', exact: true });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await this.dialog.waitFor();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /** Every snapshot row, newest first. */
  get items(): Locator {
    return this.dialog.getByRole('list', { name: 'Snapshots' }).getByRole('listitem');
  }

  /** The row whose title (the name, or why it was taken) is `title`. */
  item(title: string): Locator {
    return this.items.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** The titles shown, newest first (a probe for eventually()). */
  titles(): Promise<string[]> {
    return this.items.getByRole('heading').allInnerTexts();
  }

  itemButton(title: string, name: 'Restore' | 'Rename' | 'Delete'): Locator {
    return this.item(title).getByRole('button', { name, exact: true });
  }

  /** The thumbnail's picture in a row, once the engine has drawn it. */
  thumbnail(title: string): Locator {
    return this.item(title).locator('.history-thumbnail.is-drawn svg').first();
  }

  get importInput(): Locator {
    return this.dialog.getByLabel('Import a history file', { exact: true });
  }

  get alert(): Locator {
    return this.dialog.getByRole('alert');
  }

  get status(): Locator {
    return this.dialog.getByRole('status');
  }
}
