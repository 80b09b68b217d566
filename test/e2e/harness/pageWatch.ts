// Records what a user would never want to see happen behind a page: errors, failed or foreign requests, CSP violations.
import type { BrowserContext, Page } from 'playwright-core';

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
    page.on('request', (request) => {
      const url = new URL(request.url());
      watch.requests.push(url);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== watch.origin) {
        watch.report.foreignRequests.push(url.href);
      }
    });
    page.on('requestfailed', (request) => {
      watch.report.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
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
