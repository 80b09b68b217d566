// Oversize input into each field that feeds heavy work (issue #27 item 4, issue #52 item 14), and a share link that inflates
// to 200 MB (issue #52 item 12): the cases oversizeFields.e2e.ts and shareLinkBomb.e2e.ts check (the message, the text kept,
// the button that waits) and bench/oversize.ts times (the longest main-thread task). One list, so the bench times what the
// tests check.
//
// The text goes in as one input event from a task of the page, as a paste reaches React. Not through the keyboard: Chromium's
// own editing of a 10,000-line paste is ~370 ms in a bare textarea (measured here), which would time the browser, not the app,
// and Playwright's fill types multi-line text line by line. The source fields get a real clipboard paste (mod+V): their paste
// listener refuses it before it is inserted.
import { deflateRawSync } from 'node:zlib';
import type { Locator } from 'playwright-core';
import type { Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { pageNamed } from '../harness/pages';
import { DynamicPage } from './dynamicPage';
import { openEditorPage } from './editorPage';
import { RendererPage } from './rendererPage';
import { StylePage } from './stylePage';

/** What a case needs of a visit: the app's page and its browser context (a bench makes its own, without the suite's watch). */
export type PasteVisit = Pick<Visit, 'app' | 'context'>;

export const count = (n: number) => n.toLocaleString('en');

/** Puts `text` into the field as one paste: the whole value and one input event, in a task of the page. */
export async function paste(field: Locator, text: string): Promise<void> {
  await field.evaluate(
    (element, value) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
          Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
          element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
          resolve();
        }),
      ),
    text,
  );
}

/** A real paste (the clipboard holds `text`, then mod+V) at the end of `field`'s text. */
export async function clipboardPaste(visit: PasteVisit, field: Locator, text: string): Promise<void> {
  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visit.app.origin });
  await visit.app.page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await visit.app.page.keyboard.press('ControlOrMeta+End');
  await visit.app.page.keyboard.press('ControlOrMeta+v');
}

export async function openStyle(visit: PasteVisit): Promise<StylePage> {
  await visit.app.goto('/style');
  await visit.app.waitForHeading('Style');
  const style = new StylePage(visit.app.page);
  await style.preview.waitForNewPicture(0);
  await eventually(
    () => style.control('Brand colours').isEnabled(),
    (enabled) => enabled,
    { what: 'Brand colours enabled' },
  );
  return style;
}

export async function openDynamic(visit: PasteVisit, view: 'Generate' | 'A streamed spec'): Promise<DynamicPage> {
  await visit.app.goto('/dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  const dynamic = new DynamicPage(visit.app.page);
  await dynamic.chooseView(view);
  return dynamic;
}

const hex = (i: number) => `#${((i * 97) % 0xffffff).toString(16).padStart(6, '0')}`;

/** 10,000 colours for Brand colours (70,000 characters, over the palette file's 65,536). */
export const BRAND_COLOURS = Array.from({ length: 10_000 }, (_, i) => hex(i)).join('\n');
/** What Brand colours says of BRAND_COLOURS pasted (mod+V) after `before`: refused before it is inserted. */
export const brandColoursPasteMessage = (before: string) =>
  `Brand colours with this paste has ${count(before.length + BRAND_COLOURS.length)} characters; the limit is 65,536. Nothing was pasted; your text is unchanged.`;
export const BRAND_COLOURS_MESSAGE = `Brand colours has ${count(BRAND_COLOURS.length)} characters; the limit is 65,536. Nothing was read: the palette keeps its last colours.`;

/** A JSON spec with 10,000 items in 178,971 characters: under the source limit, over the item limit. */
export const MANY_ITEMS_SPEC = JSON.stringify({
  template: 'list-row-simple-horizontal-arrow',
  data: { title: 'Many', lists: Array.from({ length: 10_000 }, (_, i) => ({ label: `I${i}` })) },
});
export const MANY_ITEMS_MESSAGE = 'The data has 10,000 items; the limit is 1,000. It is not played.';

/**
 * A 10,000-item text about the size of the (issue #52 item 14: 387,838 characters): the DSL, each item with a label
 * and a description, 407,873 characters in 20,004 lines, over the source limit before anyone counts its items.
 */
export const LONG_SPEC =
  'infographic list-row-simple-horizontal-arrow\ndata\n  title Ten thousand steps\n  lists\n' +
  Array.from({ length: 10_000 }, (_, i) => `    - label Step ${i + 1}\n      desc Do ${i + 1}\n`).join('');
/** What Spec text says of LONG_SPEC put in whole (a drop, a script): kept, not played. */
export const LONG_SPEC_MESSAGE = `Input has ${count(LONG_SPEC.length)} characters; the limit is 200,000. It is not played.`;
/** What Spec text says of LONG_SPEC pasted (mod+V) after `before`: refused before it is inserted. */
export const longSpecPasteMessage = (before: string) =>
  `Spec text with this paste has ${count(before.length + LONG_SPEC.length)} characters; the limit is 200,000. Nothing was pasted; your text is unchanged.`;

/** Generate's text fields, each pasted far over its limit. */
export const GENERATE_FIELDS = [
  { label: 'Prompt', limit: 20_000, size: 200_000 },
  { label: 'Use my data', limit: 20_000, size: 200_000 },
  { label: 'Template or category', limit: 200, size: 20_000 },
  { label: 'System prompt', limit: 50_000, size: 200_000 },
].map((field) => ({
  ...field,
  text: 'word '.repeat(field.size / 5),
  message: `${field.label} has ${count(field.size)} characters; the limit is ${count(field.limit)}. It stays here, and nothing is sent until it is shorter.`,
}));

/** Opens Generate with a prompt (so only the oversize field holds Generate back) and the field shown. */
export async function openGenerateField(visit: PasteVisit, label: string): Promise<DynamicPage> {
  const dynamic = await openDynamic(visit, 'Generate');
  await dynamic.field('Prompt').fill('A roadmap');
  if (label === 'System prompt') await visit.app.page.getByText(/^System prompt \(/).click();
  return dynamic;
}

/**
 * A paste five times a source's limit: refused with its sizes, the text unchanged. Not larger: the one step left in the task
 * is the paste listener's DataTransfer.getData, Chromium handing the clipboard's text to the page, which grows with the text
 * (2,000,000 characters: 130-230 ms measured here under load, all of it in that call).
 */
export const HUGE_PASTE = 'word '.repeat(200_000);

export const sourcePasteMessage = (before: string) =>
  `The source with this paste has ${count(before.length + HUGE_PASTE.length)} characters; the limit is 200,000. Nothing was pasted; your text is unchanged.`;

/** Each page's source field: opened with its default text, and how to read that text back. */
export const SOURCE_FIELDS: Array<{ page: string; open(visit: PasteVisit): Promise<{ field: Locator; text(): Promise<string> }> }> = [
  {
    page: 'Renderer',
    async open(visit) {
      await visit.app.goto('/renderer');
      await visit.app.waitForHeading('Renderer');
      const renderer = new RendererPage(visit.app.page);
      await renderer.preview.waitForNewPicture(0);
      return { field: renderer.source, text: () => renderer.source.inputValue() };
    },
  },
  {
    page: 'Editor',
    async open(visit) {
      const editor = await openEditorPage(visit as Visit);
      return { field: editor.source, text: () => editor.text() };
    },
  },
];

/** Raw deflate of `bytes` zero bytes, as a share link's code (base64url): a deflate bomb. */
export function bombCode(bytes: number): string {
  return deflateRawSync(Buffer.alloc(bytes), { level: 9 }).toString('base64url');
}

/** The bomb: 200 MB of zeros, a link of about 260,000 characters (deflate's best is about 1,030 to 1). */
export const BOMB_BYTES = 200 * 1024 * 1024;

/**
 * A bomb link within the link's length limit (32,768 characters of code: 24,576 bytes of deflate, which inflate to at most
 * about 25 MB): only the inflater's own limit stops it.
 */
export const SHORT_BOMB_BYTES = 24 * 1024 * 1024;

/** What the page says of a refused link, whatever the reason. */
export const LINK_REFUSED = 'Your current document is shown instead.';

/**
 * One oversize input as the bench times it: opens the page, then `paste` puts the input in (for a link: opens the page at
 * it), `message` is the alert that says it was refused, and `settled` resolves once the page shows what the refusal leaves.
 */
export interface OversizeCase {
  name: string;
  prepare(visit: PasteVisit): Promise<{ paste(): Promise<void>; message: string; settled(): Promise<void> }>;
}

/** Resolves once `field` holds `text` (a refused paste is kept in its field). */
function kept(field: Locator, text: string, what: string): () => Promise<void> {
  return async () => {
    await eventually(
      () => field.inputValue(),
      (value) => value === text,
      { what: `the pasted text kept in ${what}` },
    );
  };
}

export const OVERSIZE_CASES: OversizeCase[] = [
  {
    name: `Style → Brand colours: 10,000 colours (${count(BRAND_COLOURS.length)} characters)`,
    async prepare(visit) {
      const field = (await openStyle(visit)).control('Brand colours');
      return {
        paste: () => paste(field, BRAND_COLOURS),
        message: BRAND_COLOURS_MESSAGE,
        settled: kept(field, BRAND_COLOURS, 'Brand colours'),
      };
    },
  },
  {
    name: `Style → Brand colours: 10,000 colours (${count(BRAND_COLOURS.length)} characters) pasted with mod+V`,
    async prepare(visit) {
      const field = (await openStyle(visit)).control('Brand colours');
      // Refused with its size, before (this build) or after (builds before issue 52) the browser inserted it.
      return {
        paste: () => clipboardPaste(visit, field, BRAND_COLOURS),
        message: 'characters; the limit is 65,536.',
        settled: async () => {},
      };
    },
  },
  {
    name: `Dynamic → Spec text: 10,000 items (${count(MANY_ITEMS_SPEC.length)} characters)`,
    async prepare(visit) {
      const field = (await openDynamic(visit, 'A streamed spec')).specText;
      return {
        paste: () => paste(field, MANY_ITEMS_SPEC),
        message: MANY_ITEMS_MESSAGE,
        settled: kept(field, MANY_ITEMS_SPEC, 'Spec text'),
      };
    },
  },
  {
    name: `Dynamic → Spec text: 10,000 items (${count(LONG_SPEC.length)} characters) put in whole`,
    async prepare(visit) {
      const field = (await openDynamic(visit, 'A streamed spec')).specText;
      return { paste: () => paste(field, LONG_SPEC), message: LONG_SPEC_MESSAGE, settled: kept(field, LONG_SPEC, 'Spec text') };
    },
  },
  {
    name: `Dynamic → Spec text: 10,000 items (${count(LONG_SPEC.length)} characters) pasted with mod+V`,
    async prepare(visit) {
      const field = (await openDynamic(visit, 'A streamed spec')).specText;
      // Refused with its size, before (this build) or after (builds before issue 52) the browser inserted it.
      return {
        paste: () => clipboardPaste(visit, field, LONG_SPEC),
        message: 'characters; the limit is 200,000.',
        settled: async () => {},
      };
    },
  },
  ...GENERATE_FIELDS.map(({ label, text, message }): OversizeCase => ({
    name: `Dynamic → Generate → ${label} (${count(text.length)} characters)`,
    async prepare(visit) {
      const field = (await openGenerateField(visit, label)).field(label);
      return { paste: () => paste(field, text), message, settled: kept(field, text, label) };
    },
  })),
  ...SOURCE_FIELDS.map(({ page, open }): OversizeCase => ({
    name: `${page} → Infographic source: a clipboard paste (${count(HUGE_PASTE.length)} characters)`,
    async prepare(visit) {
      const source = await open(visit);
      const before = await source.text();
      return {
        paste: () => clipboardPaste(visit, source.field, HUGE_PASTE),
        message: sourcePasteMessage(before),
        settled: async () => {
          const now = await source.text();
          if (now !== before) throw new Error(`${page}'s source changed after a refused paste`);
        },
      };
    },
  })),
];
