// The page object: everything a spec does to the app, found by role and name as a user (or screen reader) would.
import type { Locator, Page, Response } from 'playwright-core';
import { eventually } from './eventually';
import { HOME_LINK_NAME, NOT_FOUND_HEADING, type PageFacts } from './pages';

const CHUNK_FAILURE = /Loading (CSS )?chunk \S+ failed\./;

export class AppPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  url(path: string): string {
    return new URL(path, this.origin).href;
  }

  goto(path: string): Promise<Response | null> {
    return this.page.goto(this.url(path));
  }

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** Every h1 on the page (the contract says exactly one). */
  get headings(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The content area's loading state (pages may have other live statuses; this one says it is loading). */
  get loading(): Locator {
    return this.page.getByRole('status').filter({ hasText: /loading/i });
  }

  /** The chunk-failure alert (other alerts, such as source diagnostics, are not it). */
  get chunkAlert(): Locator {
    return this.page.getByRole('alert').filter({ hasText: CHUNK_FAILURE });
  }

  get retryButton(): Locator {
    return this.chunkAlert.getByRole('button', { name: 'Retry', exact: true });
  }

  get reloadButton(): Locator {
    return this.chunkAlert.getByRole('button', { name: 'Reload', exact: true });
  }

  /** The Renderer's picture: an <svg> inside the region labelled "Preview". */
  get previewPicture(): Locator {
    return this.page.getByRole('region', { name: 'Preview' }).locator('svg').first();
  }

  /** The shared header (the page's banner). */
  get banner(): Locator {
    return this.page.getByRole('banner');
  }

  /** The header's button named after the open document, which opens "Documents". */
  documentButton(name: string): Locator {
    return this.banner.getByRole('button', { name, exact: true });
  }

  /**
   * The texts of the buttons in the header's document place right now (Layout.tsx's slot the pages draw the open
   * document's name into; the palette's, language and scheme controls sit beside it): a probe for eventually().
   */
  bannerButtons(): Promise<string[]> {
    return this.banner.locator('.layout__document').getByRole('button').allInnerTexts();
  }

  /** Waits until the header's document place holds one button, the open document's, named `name`. */
  waitForDocumentName(name: string): Promise<string[]> {
    return eventually(
      () => this.bannerButtons(),
      (names) => expect(names).toEqual([name]),
      { what: `“${name}” as the document in the header` },
    );
  }

  get homeLink(): Locator {
    return this.page.getByRole('link', { name: HOME_LINK_NAME });
  }

  /** The nav's "Menu" button, shown on a phone in front of the links. */
  get navMenuButton(): Locator {
    return this.nav.getByRole('button', { name: 'Menu', exact: true });
  }

  /** Follows a nav link, opening the nav's "Menu" first where a phone's layout hides the links behind it. */
  async navigateTo(name: string): Promise<void> {
    if (await this.navMenuButton.isVisible()) {
      if ((await this.navMenuButton.getAttribute('aria-expanded')) !== 'true') await this.navMenuButton.click();
    }
    await this.navLink(name).click();
  }

  /** Waits until an h1 with this text is visible (the page has arrived; its title and nav may still follow). */
  async waitForHeading(heading: string): Promise<void> {
    await this.headings.filter({ hasText: heading }).first().waitFor({ state: 'visible' });
  }

  /** What a user sees right now: the h1s, the title, the path and the current nav link (a probe for eventually()). */
  async shownPage(): Promise<ShownPage> {
    return {
      headings: await this.headings.allInnerTexts(),
      title: await this.page.title(),
      path: new URL(this.page.url()).pathname,
      currentNavLinks: await this.currentNavLinks(),
    };
  }

  /** Waits until the given page is shown in full (the title is set after the page paints) and returns what is seen. */
  waitForPage(facts: PageFacts): Promise<ShownPage> {
    return eventually(
      () => this.shownPage(),
      (shown) => expect(shown).toEqual(AppPage.expected(facts)),
      { what: `the ${facts.name} page shown (its h1, title, path and current nav link)` },
    );
  }

  /** What the user sees once the given page is shown, in the same shape as shownPage(). */
  static expected(facts: PageFacts): ShownPage {
    return { headings: [facts.heading], title: facts.title, path: facts.path, currentNavLinks: [facts.name] };
  }

  /** Waits until the not-found page is the only page shown, with no nav link marked current. */
  async waitForNotFound(): Promise<void> {
    await eventually(
      async () => ({ headings: await this.headings.allInnerTexts(), currentNavLinks: await this.currentNavLinks() }),
      (shown) => expect(shown).toEqual({ headings: [NOT_FOUND_HEADING], currentNavLinks: [] }),
      { what: 'the not-found page' },
    );
  }

  /** Names of the nav links marked aria-current="page". */
  async currentNavLinks(): Promise<string[]> {
    const links = await this.nav.getByRole('link').all();
    const current: string[] = [];
    for (const link of links) {
      if ((await link.getAttribute('aria-current')) === 'page') current.push((await link.innerText()).trim());
    }
    return current;
  }

  /** Waits for the chunk-failure alert and returns its text. */
  async chunkAlertText(): Promise<string> {
    await this.chunkAlert.waitFor({ state: 'visible' });
    return this.chunkAlert.innerText();
  }
}

export interface ShownPage {
  headings: string[];
  title: string;
  path: string;
  currentNavLinks: string[];
}
