// Helpers for export specs: open the Renderer, catch a download, and read exported files the way a viewer would.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
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

/** The file a click downloads. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

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
