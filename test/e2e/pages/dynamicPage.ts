// A page object for the Dynamic page, found by role and name as a user (or screen reader) would.
import type { Locator, Page } from 'playwright-core';

export class DynamicPage {
  constructor(readonly page: Page) {}

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  get position(): Locator {
    return this.page.getByRole('slider', { name: 'Position' });
  }

  get speed(): Locator {
    return this.page.getByLabel('Speed', { exact: true });
  }

  get chunkSize(): Locator {
    return this.page.getByLabel('Chunk size', { exact: true });
  }

  get streamUrl(): Locator {
    return this.page.getByLabel('Stream URL', { exact: true });
  }

  get stallSeconds(): Locator {
    return this.page.getByLabel('Stop after silence (s)', { exact: true });
  }

  get specText(): Locator {
    return this.page.getByLabel('Spec text', { exact: true });
  }

  get preset(): Locator {
    return this.page.getByLabel('Preset', { exact: true });
  }

  get preview(): Locator {
    return this.page.getByRole('region', { name: 'Preview' });
  }

  /** The element that carries data-picture-version (changes whenever a new picture is on screen). */
  get stage(): Locator {
    return this.preview.locator('[data-picture-version]');
  }

  get picture(): Locator {
    return this.preview.locator('svg').first();
  }

  /** The stream's summary line (role status) under the preview. */
  get summary(): Locator {
    return this.page.locator('.stream-summary__text');
  }

  /** The real-stream message (a status, or an alert for failures). */
  get connectionMessage(): Locator {
    return this.page.getByRole('form', { name: 'Real stream' }).locator('p[role]').last();
  }

  async pictureVersion(): Promise<number> {
    return Number(await this.stage.getAttribute('data-picture-version'));
  }

  async pictureText(): Promise<string> {
    return (await this.picture.textContent()) ?? '';
  }

  /** Starts recording, in the page, the text of every picture the stage shows (a poll from the test could miss one). */
  async recordPictures(): Promise<void> {
    await this.stage.evaluate((stage) => {
      const seen: string[] = [];
      (window as unknown as { __pictures: string[] }).__pictures = seen;
      new MutationObserver(() => seen.push(stage.querySelector('svg')?.textContent ?? '')).observe(stage, {
        attributes: true,
        attributeFilter: ['data-picture-version'],
      });
    });
  }

  /** The pictures' texts recorded since recordPictures(), in order. */
  recordedPictures(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __pictures: string[] }).__pictures);
  }

  /** Waits until the picture's text satisfies `test` (polling: pictures arrive frame by frame). */
  async waitForPicture(test: (text: string) => boolean, what: string): Promise<string> {
    const deadline = Date.now() + 30_000;
    let last = '';
    while (Date.now() < deadline) {
      last = (await this.picture.count()) > 0 ? await this.pictureText() : '';
      if (test(last)) return last;
      await this.page.waitForTimeout(50);
    }
    // What the page showed instead, so an intermittent failure says where it stopped (the engine, the player, the stream).
    const shown = {
      preview: (await this.preview.innerText().catch(() => '')).slice(0, 200),
      pictureVersion: await this.stage.getAttribute('data-picture-version').catch(() => null),
      position: await this.position.inputValue().catch(() => null),
      spec: (await this.specText.inputValue().catch(() => '')).slice(0, 200),
    };
    throw new Error(`the picture never showed ${what}; last text: ${last.slice(0, 300)}; the page showed ${JSON.stringify(shown)}`);
  }

  async waitForText(locator: Locator, pattern: RegExp): Promise<string> {
    await locator.filter({ hasText: pattern }).first().waitFor({ state: 'visible' });
    return (await locator.filter({ hasText: pattern }).first().innerText()).trim();
  }

  /** A Generate field by its label (Provider, Base URL, Model, API key, Prompt, …). */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The model's prose and the request's outcome. */
  get modelAnswer(): Locator {
    return this.page.getByRole('region', { name: 'Model answer' });
  }

  /** Points Generate at a same-origin OpenAI-compatible endpoint through "Custom". */
  async useCustomModel(baseUrl: string, model: string): Promise<void> {
    await this.field('Provider').selectOption({ label: 'Custom' });
    await this.field('Base URL').fill(baseUrl);
    await this.field('Model').fill(model);
  }

  async chooseView(name: 'Generate' | 'A streamed spec' | 'Live data'): Promise<void> {
    await this.page.getByRole('radio', { name }).check();
  }
}
