// Runs a built app in jsdom with a resource loader the test controls: serve, 404, HTML instead of JS, an empty body, or hold forever.
import { JSDOM, ResourceLoader, VirtualConsole, type FetchOptions } from 'jsdom';

export type Answer = 'serve' | 'not-found' | 'html' | 'empty' | 'hold';

export const ORIGIN = 'http://app.test';

type AbortablePromise<T> = Promise<T> & { abort(): void };

// jsdom aborts pending requests when the window closes.
function abortable<T>(promise: Promise<T>): AbortablePromise<T> {
  return Object.assign(promise, { abort: () => undefined });
}

class ControlledLoader extends ResourceLoader {
  readonly requests: string[] = [];
  private readonly answers: Array<{ match: RegExp; answer: Answer }> = [];

  constructor(private readonly files: Map<string, Buffer>) {
    super();
  }

  /** The next request whose path matches gets this answer (once). */
  answerNext(match: RegExp, answer: Answer): void {
    this.answers.push({ match, answer });
  }

  fetch(url: string, _options: FetchOptions): AbortablePromise<Buffer> {
    this.requests.push(url);
    const { pathname } = new URL(url);
    const index = this.answers.findIndex(({ match }) => match.test(pathname));
    const answer: Answer = index >= 0 ? this.answers.splice(index, 1)[0].answer : 'serve';
    const file = this.files.get(pathname);
    if (answer === 'hold') return abortable(new Promise<Buffer>(() => undefined));
    if (answer === 'empty') return abortable(Promise.resolve(Buffer.alloc(0)));
    if (answer === 'html') return abortable(Promise.resolve(this.files.get('/index.html') ?? Buffer.from('<!doctype html>')));
    if (answer === 'not-found' || !file) return abortable(Promise.reject(new Error(`HTTP 404 for ${pathname}`)));
    return abortable(Promise.resolve(file));
  }
}

export interface ControlledPage {
  window: JSDOM['window'];
  loader: ControlledLoader;
  /** Requests made for paths matching the pattern. */
  requestsFor(match: RegExp): string[];
  close(): void;
}

export async function openBuiltApp(files: Map<string, Buffer>, path = '/'): Promise<ControlledPage> {
  const loader = new ControlledLoader(files);
  // Scripts served as HTML throw a SyntaxError by design; keep the test output quiet about it.
  const virtualConsole = new VirtualConsole();
  const html = files.get('/index.html');
  if (!html) throw new Error('the build has no index.html');
  const dom = new JSDOM(html.toString('utf8'), {
    url: `${ORIGIN}${path}`,
    runScripts: 'dangerously',
    resources: loader,
    pretendToBeVisual: true,
    virtualConsole,
  });
  await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()));
  return {
    window: dom.window,
    loader,
    requestsFor: (match) => loader.requests.filter((url) => match.test(new URL(url).pathname)),
    close: () => dom.window.close(),
  };
}
