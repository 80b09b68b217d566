// A page object for the Renderer, found by role and name as a user (or screen reader) would.
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../harness/eventually';
import { runAction } from './menus';
import { PreviewPane } from './previewPane';

/** What the diagnostics panel says: its summary ("No problems", "1 error"…) and the text of each error. */
export interface ShownDiagnostics {
  summary: string;
  errors: string[];
}

export class RendererPage {
  readonly preview: PreviewPane;

  constructor(readonly page: Page) {
    this.preview = new PreviewPane(page);
  }

  get source(): Locator {
    return this.page.getByLabel('Infographic source', { exact: true });
  }

  /** The picture (the outermost svg in the preview). */
  get picture(): Locator {
    return this.preview.picture;
  }

  /** Source diagnostics (the page's own alerts, not the chunk-failure panel). */
  get errors(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /line \d+:/ });
  }

  get staleBanner(): Locator {
    return this.preview.region.getByText('Showing the last valid render');
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Runs an action by name: its menu's item (File, Export, Share, View, Tools), or its visible button. */
  runAction(name: string): Promise<void> {
    return runAction(this.page, name);
  }

  /** Waits until the source field holds exactly this text (it is filled once the current document is read). */
  async waitForSourceText(text: string): Promise<void> {
    await eventually(
      () => this.source.inputValue(),
      (value) => expect(value).toBe(text),
      { what: 'the text in the source field' },
    );
  }

  /** Waits until the picture shows this text. */
  waitForPictureText(text: string): Promise<void> {
    return this.preview.waitForPictureText(text);
  }

  /** All text of the picture. */
  pictureText(): Promise<string> {
    return this.preview.pictureText();
  }

  /** The diagnostics panel as shown right now (a probe for eventually()). */
  async shownDiagnostics(): Promise<ShownDiagnostics> {
    const heading = await this.page.getByRole('heading', { name: /^Diagnostics\b/ }).innerText();
    const errors = await this.errors.locator('li').allInnerTexts();
    return { summary: heading.replace(/^Diagnostics\s*/, '').trim(), errors: errors.map((text) => text.trim()) };
  }
}
