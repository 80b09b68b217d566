// The jest worker's browser (browserEnvironment.ts) and a fresh context (no cache, no storage) per test, with the page object ready.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { AppPage } from './appPage';
import { BROWSER_ENDPOINT_GLOBAL, connectChromium, launchChromium } from './chromium';
import { PageWatch } from './pageWatch';
import { suiteOrigin } from './suiteEnv';

export interface Visit {
  app: AppPage;
  context: BrowserContext;
  watch: PageWatch;
}

export class BrowserSession {
  private browser: Browser | undefined;
  private readonly contexts: BrowserContext[] = [];

  /** Connects to the worker's Chromium; outside the browser suite's environment (a bench, a script), launches one. */
  async start(): Promise<void> {
    const endpoint = (globalThis as Record<string, unknown>)[BROWSER_ENDPOINT_GLOBAL];
    this.browser = typeof endpoint === 'string' ? await connectChromium(endpoint) : await launchChromium();
  }

  /**
   * A new visitor: its own context and page, watched from the first request. The app's service worker is blocked unless a
   * test asks for it (`serviceWorkers: 'allow'`): its precache would fetch chunks behind the back of a test's routes.
   */
  async visit(options: BrowserContextOptions & { origin?: string } = {}): Promise<Visit> {
    if (!this.browser) throw new Error('BrowserSession.start() was not awaited');
    const { origin = suiteOrigin(), serviceWorkers = 'block', ...contextOptions } = options;
    const context = await this.browser.newContext({ ...contextOptions, serviceWorkers });
    this.contexts.push(context);
    // Well under the test timeout, so a missing element fails with its own message.
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const watch = await PageWatch.attach(context, page, origin);
    return { app: new AppPage(page, origin), context, watch };
  }

  /** Close this test's contexts (afterEach) so no page or held request leaks into the next test. */
  async closeVisits(): Promise<void> {
    await Promise.all(this.contexts.splice(0).map((context) => context.close()));
  }

  async stop(): Promise<void> {
    await this.closeVisits();
    await this.browser?.close();
  }
}

/** Registers the jest hooks that give a spec file its worker's browser and clean contexts per test. */
export function useBrowser(): BrowserSession {
  const session = new BrowserSession();
  beforeAll(() => session.start());
  afterEach(() => session.closeVisits());
  afterAll(() => session.stop());
  return session;
}
