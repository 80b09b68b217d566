// A stylesheet chunk answered 200 with an empty body fires `load` like a good one: mini-css-extract-plugin inserts each CSS
// chunk's <link> through insertCheckedStylesheet, which turns a sheet with no rules into the plugin's own failure path
// (its CSS_CHUNK_LOAD_FAILED error, the <link> removed, the chunk forgotten so that Retry requests it again).

/**
 * The plugin's `insert` option: webpack copies this function's source text into its runtime (Function.prototype.toString),
 * so it must stay self-contained: no imports, no helpers, nothing from the module around it.
 * Every CSS chunk we build holds rules; one with none arrived empty (a proxy, a truncated deploy), reported as type "missing".
 */
export function insertCheckedStylesheet(linkTag: HTMLLinkElement): void {
  const complete = linkTag.onload;
  linkTag.onload = function (event: Event) {
    const sheet = linkTag.sheet;
    const empty = !sheet || sheet.cssRules.length === 0;
    if (!complete) return;
    complete.call(linkTag, empty ? ({ type: 'missing', target: linkTag } as unknown as Event) : event);
  };
  document.head.appendChild(linkTag);
}
