// A share link's picture needs the engine chunk with the default fonts (and the icon chunks when the spec names icons):
// start them at boot, in parallel with the page chunk, instead of after the page has loaded, decoded the link and asked
// for the engine (and the engine for its fonts, and the drawing for its icons: each a round trip more on a slow network).
/** The link's code in the fragment (`#v=1&code=…` or `#code=…`), as src/shared/shareLink.ts writes it. */
const SHARE_CODE = /(?:^#|&)code=([A-Za-z0-9_-]+)/;
/** A DSL line `icon …` / `illus …` (list items too) or a JSON `"icon":` key. */
const NAMES_ICONS = /(?:^|\n)[ \t]*(?:-[ \t]*)?(?:icon|illus)[ \t]|"(?:icon|illus)"\s*:/;

export interface ShareLinkChunks {
  /** The engine chunk and the default family's Latin slices (the page's own loadEngine() then finds them started). */
  engine(): Promise<unknown>;
  /** The icon index and the chunks of the icons `text` names. */
  icons(text: string): Promise<unknown>;
}

// Dynamic imports of two small engine modules, not the front door (src/engine/index.ts): in the entry its font and icon
// loaders added 2.6 KiB gzip, and a dynamic import of it would bring its canvas-editor CSS along.
const CHUNKS: ShareLinkChunks = {
  // The engine chunk at once (no wait for the loader's chunk); loadEngine then finds it under way and adds the fonts.
  engine: () =>
    Promise.all([
      import(/* webpackChunkName: "engine" */ '../engine/engine'),
      import(/* webpackChunkName: "engine-loader" */ '../engine/loadEngine').then((loader) => loader.loadEngine()),
    ]),
  icons: (text) => import(/* webpackChunkName: "icon-preload" */ '../engine/icons/iconPreload').then((icons) => icons.loadIconsFor([text])),
};

export function shareCodeOf(hash: string): string | null {
  return SHARE_CODE.exec(hash)?.[1] ?? null;
}

export function namesIcons(text: string): boolean {
  return NAMES_ICONS.test(text);
}

/**
 * The link's text as the page will read it (shareLink.ts: the link's length limit, then its bounded inflater, which stops a
 * deflate bomb at MAX_INFLATED_BYTES), or null when the page will refuse it. The decoder comes in the early picture's chunk
 * (which reads the same link on /renderer and /editor): nothing added to the entry, and no chunk of its own.
 */
export async function shareTextOf(code: string): Promise<string | null> {
  const { decodeShareCode } = await import(/* webpackChunkName: "early-picture" */ '../shared/links/shareLink');
  const decoded = decodeShareCode(code);
  return decoded.ok ? decoded.text : null;
}

/**
 * When the address carries a share link, start the engine chunk (and its fonts) now, and the icon chunks once the link's
 * text shows it names icons. Failures are left to the page, which loads the same chunks again and reports them.
 */
export function preloadShareLink(hash: string, chunks: ShareLinkChunks = CHUNKS): Promise<void> {
  const code = shareCodeOf(hash);
  if (!code) return Promise.resolve();
  const engine = chunks.engine().catch(() => undefined);
  const icons = shareTextOf(code).then((text) => (text !== null && namesIcons(text) ? chunks.icons(text) : undefined));
  return Promise.all([engine, icons.catch(() => undefined)]).then(() => undefined);
}
