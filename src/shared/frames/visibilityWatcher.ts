// One IntersectionObserver for many elements: each gets a callback the first time it comes near the viewport.

export interface VisibilityWatcher {
  /** Calls `onVisible` once, when `element` first intersects; returns the function that stops watching. */
  watch(element: Element, onVisible: () => void): () => void;
  disconnect(): void;
}

/** Without IntersectionObserver (old browsers, jsdom) everything counts as visible at once. */
export function createVisibilityWatcher(rootMargin = '0px'): VisibilityWatcher {
  if (typeof IntersectionObserver === 'undefined') {
    return {
      watch(_element, onVisible) {
        let live = true;
        queueMicrotask(() => live && onVisible());
        return () => {
          live = false;
        };
      },
      disconnect() {},
    };
  }
  const callbacks = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = callbacks.get(entry.target);
        callbacks.delete(entry.target);
        observer.unobserve(entry.target);
        callback?.();
      }
    },
    { rootMargin },
  );
  return {
    watch(element, onVisible) {
      callbacks.set(element, onVisible);
      observer.observe(element);
      return () => {
        callbacks.delete(element);
        observer.unobserve(element);
      };
    },
    disconnect() {
      callbacks.clear();
      observer.disconnect();
    },
  };
}
