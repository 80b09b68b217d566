// A page object for the Renderer, found by role and name as a user (or screen reader) would.
import type { Locator, Page } from 'playwright-core';

export class RendererPage {
  constructor(readonly page: Page) {}

  get source(): Locator {
    return this.page.getByLabel('Infographic source', { exact: true });
  }

  get preview(): Locator {
    return this.page.getByRole('region', { name: 'Preview' });
  }

  /** The picture (the outermost svg in the preview). */
  get picture(): Locator {
    return this.preview.locator('svg').first();
  }

  /** Source diagnostics (the page's own alerts, not the chunk-failure panel). */
  get errors(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /line \d+:/ });
  }

  get staleBanner(): Locator {
    return this.preview.getByText('Showing the last valid render');
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Waits until the picture shows this text (the library writes labels as <text> or in <foreignObject>). */
  async waitForPictureText(text: string): Promise<void> {
    await this.preview.locator('svg', { hasText: text }).first().waitFor({ state: 'visible' });
  }

  /** All text of the picture. */
  async pictureText(): Promise<string> {
    return (await this.picture.textContent()) ?? '';
  }
}
