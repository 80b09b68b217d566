// A page object for the Renderer, found by role and name as a user (or screen reader) would.
import type { Locator, Page } from 'playwright-core';
import type { AppPage } from '../harness/appPage';
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

  get templatePicker(): Locator {
    return this.page.getByRole('combobox', { name: 'Template', exact: true });
  }

  /** Chooses a template in the Template select (as a click does: at once) and waits for the text's template line to follow. */
  async chooseTemplate(name: string): Promise<void> {
    await eventually(
      () => this.templatePicker.isEnabled(),
      (enabled) => expect(enabled).toBe(true),
      { what: 'the Template select enabled (templates listed)' },
    );
    await this.templatePicker.selectOption(name);
    await eventually(
      async () => (await this.source.inputValue()).split('\n')[0],
      (line) => expect(line).toBe(`infographic ${name}`),
      { what: `the source on ${name}` },
    );
  }

  /** Runs an action from the command palette (mod+K): types `query`, waits for `name` to be the one option, presses Enter. */
  async runFromPalette(query: string, name: string | RegExp): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+k');
    const palette = this.page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await this.page.keyboard.type(query);
    await eventually(
      () => palette.getByRole('option').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? '')),
      (options) => {
        expect(options).toHaveLength(1);
        expect(options[0]).toMatch(name);
      },
      { what: `the palette filtered to ${String(name)}` },
    );
    await this.page.keyboard.press('Enter');
    await palette.waitFor({ state: 'hidden' });
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

/** Opens the Renderer on its default document, then types `text` of the user's own and waits until `title` is drawn. */
export async function openRendererWithOwnText(app: AppPage, text: string, title: string): Promise<RendererPage> {
  await app.goto('/renderer');
  await app.waitForHeading('Renderer');
  const renderer = new RendererPage(app.page);
  await renderer.waitForPictureText('Shipping a release');
  await renderer.source.fill(text);
  await renderer.waitForPictureText(title);
  return renderer;
}
