// A controllable IntersectionObserver for jsdom: tests say which element scrolled into view.
type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const observers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver {
  readonly observed = new Set<Element>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];

  constructor(
    private readonly callback: Callback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    observers.add(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
    observers.delete(this);
  }

  takeRecords() {
    return [];
  }

  fire(element: Element) {
    const entry = { target: element, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

export function installIntersectionObserver(): void {
  observers.clear();
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
}

export function uninstallIntersectionObserver(): void {
  observers.clear();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
}

/** Elements some observer is watching right now. */
export function watchedElements(): Element[] {
  return [...observers].flatMap((o) => [...o.observed]);
}

/** Reports `element` as in view to every observer watching it. */
export function scrollIntoView(element: Element): void {
  for (const observer of [...observers]) if (observer.observed.has(element)) observer.fire(element);
}
