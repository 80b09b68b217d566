// A page object for one preview (a region holding the picture, its view toolbar and the stage the engine draws into).
import type { Locator, Page } from 'playwright-core';
import { eventually, type EventuallyOptions } from '../harness/eventually';

/** The stage's picture counter: absent or "0" until the first picture, then a new value for every new picture. */
export function parsePictureVersion(attribute: string | null): number {
  if (attribute === null || attribute.trim() === '') return 0;
  const version = Number(attribute);
  if (!Number.isInteger(version) || version < 0) throw new Error(`data-picture-version is not a picture count: "${attribute}"`);
  return version;
}

export class PreviewPane {
  /** `name` is the region's accessible name: one page may hold many previews. */
  constructor(
    readonly page: Page,
    readonly name = 'Preview',
  ) {}

  /** Found on a phone too, where the picture is drawn in the Picture tab while the Code tab shows (hidden from the tree). */
  get region(): Locator {
    return this.page.getByRole('region', { name: this.name, exact: true, includeHidden: true });
  }

  /** The element the engine draws into; it carries the view's transform and the picture counter. */
  get stage(): Locator {
    return this.region.getByTestId('preview-stage');
  }

  /** The picture (the outermost svg in the preview). */
  get picture(): Locator {
    return this.region.locator('svg').first();
  }

  button(name: string): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  /** The zoom level as shown, e.g. "64%". */
  async zoomLevel(): Promise<string> {
    return (await this.region.getByRole('status', { name: 'Zoom level', exact: true }).innerText()).trim();
  }

  /** The stage's CSS transform (pan and zoom). */
  transform(): Promise<string> {
    return this.stage.evaluate((element) => (element as HTMLElement).style.transform);
  }

  /** Which picture is on screen: 0 before the first. */
  async pictureVersion(): Promise<number> {
    return parsePictureVersion(await this.stage.getAttribute('data-picture-version'));
  }

  /** Waits until a picture other than `previous` is on screen, and returns its version. */
  waitForNewPicture(previous: number, { timeoutMs }: Pick<EventuallyOptions, 'timeoutMs'> = {}): Promise<number> {
    return eventually(
      () => this.pictureVersion(),
      (version) => expect(version).not.toBe(previous),
      { what: `a new picture in the "${this.name}" preview (data-picture-version other than ${previous})`, timeoutMs },
    );
  }

  /**
   * Waits until the picture shows this text (the library writes labels as <text> or in <foreignObject>). Drawn, not
   * necessarily on screen: on a phone the picture is drawn in the Picture tab while the Code tab is shown.
   */
  async waitForPictureText(text: string): Promise<void> {
    await this.region.locator('svg', { hasText: text }).first().waitFor({ state: 'attached' });
  }

  /**
   * Waits until the preview has taken in the picture on screen: the stage is sized to the picture's own size, which the
   * preview does in the same update that fits a new picture (so zoom level and diagnostics belong to this picture).
   */
  async waitForPictureTakenIn(): Promise<void> {
    await eventually(
      () =>
        this.stage.evaluate((element) => {
          const viewBox =
            element
              .querySelector('svg')
              ?.getAttribute('viewBox')
              ?.trim()
              .split(/[\s,]+/)
              .map(Number) ?? [];
          const style = (element as HTMLElement).style;
          return { stage: [parseFloat(style.width), parseFloat(style.height)], picture: viewBox.slice(2) };
        }),
      ({ stage, picture }) => {
        expect(picture).toHaveLength(2);
        stage.forEach((length, i) => expect(length).toBeCloseTo(picture[i], 2));
      },
      { what: `the "${this.name}" preview sized to the picture on screen` },
    );
  }

  /** Text of the picture on screen. */
  async pictureText(): Promise<string> {
    return (await this.picture.textContent()) ?? '';
  }
}
