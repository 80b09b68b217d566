// Import FIRST in a test file: records every way the page could reach the network, before the library loads.

export interface NetworkAttempt {
  via: string;
  url: string;
}

const attempts: NetworkAttempt[] = [];

/** data:, blob: and fragment (#id) references never leave the page. */
function isLocal(url: string): boolean {
  return /^(data:|blob:|#)/i.test(url.trim()) || url.trim() === '';
}

function record(via: string, url: unknown) {
  const text = String(url);
  if (!isLocal(text)) attempts.push({ via, url: text });
}

// fetch: jsdom has none; the library captures whatever is here when it loads
const fetchSpy = jest.fn((input: RequestInfo | URL) => {
  record('fetch', typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  return Promise.reject(new TypeError('network disabled in tests'));
});
(globalThis as { fetch?: unknown }).fetch = fetchSpy;

const open = XMLHttpRequest.prototype.open;
XMLHttpRequest.prototype.open = function patchedOpen(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
  record('xhr', url);
  return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
} as typeof XMLHttpRequest.prototype.open;

function spyProperty(proto: object, property: string, via: string) {
  const descriptor = Object.getOwnPropertyDescriptor(proto, property);
  if (!descriptor?.set) return;
  Object.defineProperty(proto, property, {
    ...descriptor,
    set(value: unknown) {
      record(via, value);
      descriptor.set!.call(this, value);
    },
  });
}
spyProperty(HTMLImageElement.prototype, 'src', 'img.src');
spyProperty(HTMLLinkElement.prototype, 'href', 'link.href');
spyProperty(HTMLScriptElement.prototype, 'src', 'script.src');

const setAttribute = Element.prototype.setAttribute;
Element.prototype.setAttribute = function patchedSetAttribute(this: Element, name: string, value: string) {
  if (
    /^(src|href|xlink:href|srcset|poster|data)$/i.test(name) &&
    /^(img|image|link|script|iframe|use|feimage|source|video|audio|object|embed)$/i.test(this.localName)
  ) {
    record(`${this.localName}[${name}]`, value);
  }
  return setAttribute.call(this, name, value);
};
const setAttributeNS = Element.prototype.setAttributeNS;
Element.prototype.setAttributeNS = function patchedSetAttributeNS(this: Element, ns: string | null, name: string, value: string) {
  if (/href$/i.test(name)) record(`${this.localName}[${name}]`, value);
  return setAttributeNS.call(this, ns, name, value);
};

// jsdom draws nothing; a null context makes the library measure text with its bundled metrics instead of logging errors
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
// jsdom has no FontFaceSet; the exporter walks document.fonts
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { forEach() {} }, configurable: true });

// Without canvas the library measures with bundled metrics and warns once per unknown family; not a test failure.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && /using fallback font data|^\[Deprecated\]/.test(args[0])) return;
  warn(...args);
};

/** Every request to another host attempted so far. */
export function networkAttempts(): NetworkAttempt[] {
  return attempts.slice();
}

/** Also counts requests the page never made but set up in the DOM afterwards (e.g. via innerHTML). */
export function remoteReferencesIn(root: ParentNode): string[] {
  const found: string[] = [];
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      if (attr.name === 'xmlns' || attr.name.startsWith('xmlns:')) continue;
      if (/^(src|href|xlink:href)$/i.test(attr.name) && !isLocal(attr.value)) found.push(`${el.localName}[${attr.name}]=${attr.value}`);
    }
  });
  return found;
}

export { fetchSpy };
