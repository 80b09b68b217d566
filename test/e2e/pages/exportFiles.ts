// Helpers for export specs: open the Renderer, catch a download, and read exported files the way a viewer would.
import { create, type Font } from 'fontkit';
import type { Visit } from '../harness/browserSession';
import { RendererPage } from './rendererPage';

export interface Pixel {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The Renderer, loaded and ready. */
export async function openRenderer(visit: Visit, path = '/renderer'): Promise<RendererPage> {
  await visit.app.goto(path);
  await visit.app.waitForHeading('Renderer');
  return new RendererPage(visit.app.page);
}

export { downloadOf } from '../harness/downloads';

/** Decodes an image in a blank page (no app CSP): its size, its four corner pixels and the share of fully transparent pixels. */
export async function pngPixels(
  visit: Visit,
  bytes: Buffer,
  type = 'image/png',
): Promise<{ width: number; height: number; corners: Pixel[]; transparentShare: number }> {
  const blank = await visit.context.newPage();
  try {
    return await blank.evaluate(
      async ({ base64, type }) => {
        const image = new Image();
        image.src = `data:${type};base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
        const at = (x: number, y: number) => {
          const i = (y * width + x) * 4;
          return { r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3] };
        };
        let transparent = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] === 0) transparent += 1;
        return {
          width,
          height,
          corners: [at(0, 0), at(width - 1, 0), at(0, height - 1), at(width - 1, height - 1)],
          transparentShare: transparent / (width * height),
        };
      },
      { base64: bytes.toString('base64'), type },
    );
  } finally {
    await blank.close();
  }
}

/** The fill of a rectangle that covers the SVG's whole view box before anything else is drawn, or null when there is none. */
export async function svgBackground(visit: Visit, text: string): Promise<string | null> {
  const blank = await visit.context.newPage();
  try {
    return await blank.evaluate((text) => {
      const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      const [x, y, width, height] = (root.getAttribute('viewBox') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      const first = Array.from(root.children).find((child) => !['title', 'desc', 'defs', 'metadata', 'style'].includes(child.localName));
      if (!first || first.localName !== 'rect') return null;
      const covers =
        Number(first.getAttribute('x') ?? 0) <= x &&
        Number(first.getAttribute('y') ?? 0) <= y &&
        Number(first.getAttribute('width')) >= width &&
        Number(first.getAttribute('height')) >= height;
      return covers ? first.getAttribute('fill') : null;
    }, text);
  } finally {
    await blank.close();
  }
}

/** The fonts an exported SVG carries in its @font-face rules, decoded as a font viewer would read them. */
export function embeddedFonts(svg: string): Array<{ family: string; weight: number; font: Font }> {
  return Array.from(svg.matchAll(/@font-face\{([^}]*)\}/g), ([, rule]) => {
    const family = /font-family:"([^"]+)"/.exec(rule)?.[1] ?? '';
    const weight = Number(/font-weight:(\d+)/.exec(rule)?.[1] ?? 400);
    const data = /src:url\(data:font\/[a-z0-9]+;base64,([^)]+)\)/.exec(rule)?.[1] ?? '';
    return { family, weight, font: create(Buffer.from(data, 'base64')) as Font };
  });
}

/** The characters of `text` (spaces aside) that no embedded font of `family` in `weight` has a glyph for. */
export function charactersWithoutGlyph(svg: string, family: string, weight: number, text: string): string[] {
  const fonts = embeddedFonts(svg).filter((embedded) => embedded.family === family && embedded.weight === weight);
  return Array.from(new Set(text.replace(/\s/g, ''))).filter(
    (char) => !fonts.some(({ font }) => font.glyphForCodePoint(char.codePointAt(0)!).id !== 0),
  );
}

/**
 * Opens an exported SVG inline in a blank page that may fetch nothing, and looks at the element whose text is `text`:
 * whether `family` is loaded for it, and whether it looks different drawn in the stack's generic fallback alone. Pixels,
 * not widths: Chinese characters are one em wide in every face, so only their shapes tell the faces apart.
 */
export async function svgTextOffline(
  visit: Visit,
  svg: string,
  text: string,
  family: string,
): Promise<{ differsFromFallback: boolean; loaded: boolean; blocked: number }> {
  const blank = await visit.context.newPage();
  let blocked = 0;
  await blank.route('**/*', (route) => {
    blocked += 1;
    return route.abort();
  });
  try {
    const loaded = await blank.evaluate(
      async ({ markup, text, family }) => {
        document.body.innerHTML = markup;
        // a drawn element (not the <title> that names the picture)
        const element = Array.from(document.body.querySelectorAll('svg foreignObject *, svg text')).find(
          (el) => el.childElementCount === 0 && el.textContent?.trim() === text,
        ) as HTMLElement | undefined;
        if (!element) return null;
        element.dataset.offlineProbe = '';
        const style = getComputedStyle(element);
        const font = `${style.fontWeight} ${style.fontSize} "${family}"`;
        await document.fonts.load(font, text);
        return document.fonts.check(font, text);
      },
      { markup: svg.replace(/^<\?xml[^>]*>\s*/, ''), text, family },
    );
    if (loaded === null) throw new Error(`No element with the text "${text}" in the exported SVG.`);
    const probe = blank.locator('[data-offline-probe]');
    const drawn = await probe.screenshot();
    await probe.evaluate((element: HTMLElement) => {
      element.style.fontFamily = getComputedStyle(element).fontFamily.split(',').pop()!.trim();
    });
    const fallback = await probe.screenshot();
    return { differsFromFallback: !drawn.equals(fallback), loaded, blocked };
  } finally {
    await blank.close();
  }
}
