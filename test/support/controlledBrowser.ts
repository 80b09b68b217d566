// Runs a built app in jsdom with a resource loader the test controls: serve, 404, HTML instead of JS, or hold forever.
import { JSDOM, ResourceLoader, VirtualConsole, type FetchOptions } from 'jsdom';

export type Answer = 'serve' | 'not-found' | 'html' | 'hold';

export const ORIGIN = 'http://app.test';

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

  fetch(url: string, _options: FetchOptions) {
    this.requests.push(url);
    const { pathname } = new URL(url);
    const index = this.answers.findIndex(({ match }) => match.test(pathname));
    const answer: Answer = index >= 0 ? this.answers.splice(index, 1)[0].answer : 'serve';
    const file = this.files.get(pathname);
    if (answer === 'hold') return Object.assign(new Promise<Buffer>(() => undefined), { abort: () => undefined });
    if (answer === 'html') return Promise.resolve(this.files.get('/index.html') ?? Buffer.from('<!doctype html>'));
    if (answer === 'not-found' || !file) return Promise.reject(new Error(`HTTP 404 for ${pathname}`));
    return Promise.resolve(file);
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
