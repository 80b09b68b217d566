// A page object for the Style page, found by role and name as a user (or screen reader) would.
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../harness/eventually';
import { PreviewPane } from './previewPane';

export class StylePage {
  readonly preview: PreviewPane;

  constructor(readonly page: Page) {
    this.preview = new PreviewPane(page);
  }

  control(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  get themeBlock(): Locator {
    return this.page.getByLabel('Theme block', { exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Waits until the theme block's text passes `check`, and returns it. */
  waitForThemeBlock(check: (text: string) => unknown, what: string): Promise<string> {
    return eventually(() => this.themeBlock.inputValue(), check, { what: `the theme block ${what}` });
  }

  /** Every fill colour in the picture, lower-cased as written (attributes and inline styles). */
  pictureFills(): Promise<string[]> {
    return this.preview.stage.evaluate((stage) => {
      const fills = new Set<string>();
      for (const element of Array.from(stage.querySelectorAll('svg *'))) {
        const attribute = element.getAttribute('fill');
        if (attribute) fills.add(attribute.toLowerCase());
        const style = (element as unknown as { style?: { fill?: string } }).style?.fill;
        if (style) fills.add(style.toLowerCase());
      }
      return [...fills];
    });
  }
}
