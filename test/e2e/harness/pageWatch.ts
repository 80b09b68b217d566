// Records what a user would never want to see happen behind a page: errors, failed or foreign requests, CSP violations.
import type { BrowserContext, Page, Request } from 'playwright-core';

export interface WatchReport {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  errorResponses: string[];
  foreignRequests: string[];
  cspViolations: string[];
}

export class PageWatch {
  /** Every request the page made, in order. */
  readonly requests: URL[] = [];
  private readonly report: WatchReport = noProblems();

  private constructor(private readonly origin: string) {}

  /** Attach before the first navigation; CSP violations are reported by an init script in every document. */
  static async attach(context: BrowserContext, page: Page, origin: string): Promise<PageWatch> {
    const watch = new PageWatch(origin);
    await context.exposeBinding('__e2eReportCspViolation', (_source, text: string) => {
      watch.report.cspViolations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __e2eReportCspViolation: (text: string) => void }).__e2eReportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') watch.report.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => watch.report.pageErrors.push(String(error)));
    // Requests of a document the page is leaving (a reload, a link followed): the browser cancels them, as a user's reload
    // would, and their net::ERR_ABORTED is no failure of the app. They are the ones in flight when the navigation's request
    // goes out, and the ones the old document still starts until the new one commits.
    const inFlight = new Set<Request>();
    const leftBehind = new WeakSet<Request>();
    let leaving = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        leaving = true;
        for (const pending of inFlight) leftBehind.add(pending);
      } else {
        inFlight.add(request);
        if (leaving) leftBehind.add(request);
      }
      const url = new URL(request.url());
      watch.requests.push(url);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== watch.origin) {
        watch.report.foreignRequests.push(url.href);
      }
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) leaving = false;
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => {
      inFlight.delete(request);
      const error = request.failure()?.errorText ?? 'failed';
      if (error === 'net::ERR_ABORTED' && leftBehind.has(request)) return;
      watch.report.failedRequests.push(`${request.url()}: ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) watch.report.errorResponses.push(`${response.status()} ${response.url()}`);
    });
    return watch;
  }

  /** How many requests went to this path exactly (e.g. /renderer.89c27772.js). */
  countRequests(pathname: string): number {
    return this.requests.filter((url) => url.origin === this.origin && url.pathname === pathname).length;
  }

  /** Everything recorded; a clean visit has every list empty. */
  problems(): WatchReport {
    return structuredClone(this.report);
  }
}

/** The report of a clean visit. */
export function noProblems(): WatchReport {
  return { consoleErrors: [], pageErrors: [], failedRequests: [], errorResponses: [], foreignRequests: [], cspViolations: [] };
}
