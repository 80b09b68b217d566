// Oversize text pasted into each field that feeds heavy work (issue #27 item 4, issue #52 item 14), production build behind
// nginx: the field's message names its limit and the text's size, the text stays in the field (or, for a source, is left
// unchanged), and the button that would use it waits. The cases are test/e2e/pages/oversizePastes.ts's; what each costs the
// main thread is bench/oversize.ts's (npm run bench:oversize), not a pass/fail test's.
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import {
  BRAND_COLOURS,
  BRAND_COLOURS_MESSAGE,
  brandColoursPasteMessage,
  clipboardPaste,
  GENERATE_FIELDS,
  HUGE_PASTE,
  LONG_SPEC,
  LONG_SPEC_MESSAGE,
  longSpecPasteMessage,
  MANY_ITEMS_MESSAGE,
  MANY_ITEMS_SPEC,
  openDynamic,
  openGenerateField,
  openStyle,
  paste,
  SOURCE_FIELDS,
  sourcePasteMessage,
} from './oversizePastes';

const session = useBrowser();

async function waitForMessage(page: Page, message: string): Promise<void> {
  await eventually(
    () => page.getByRole('alert').allInnerTexts(),
    (alerts) => alerts.some((alert) => alert.includes(message)),
    { what: `the message: ${message}` },
  );
}

/** Pastes `text` into `field`, which says `message` and keeps the text. */
async function pasteOversize(page: Page, field: Locator, text: string, message: string): Promise<void> {
  await paste(field, text);
  await waitForMessage(page, message);
  await eventually(
    () => field.inputValue(),
    (value) => value === text,
    { what: 'the pasted text kept in its field' },
  );
}

it('Style → Brand colours: 10,000 pasted colours are refused at the palette file’s size, the palette unchanged', async () => {
  const visit = await session.visit();
  const style = await openStyle(visit);
  await pasteOversize(visit.app.page, style.control('Brand colours'), BRAND_COLOURS, BRAND_COLOURS_MESSAGE);
  // The palette kept its colours: the table lists a handful, not 10,000.
  await expect(visit.app.page.locator('.style-palette__table tbody tr').count()).resolves.toBeLessThan(20);
});

it('Style → Brand colours: 10,000 colours pasted with mod+V are refused before they are inserted, the text unchanged', async () => {
  const visit = await session.visit();
  const field = (await openStyle(visit)).control('Brand colours');
  const before = await field.inputValue();
  await clipboardPaste(visit, field, BRAND_COLOURS);
  await waitForMessage(visit.app.page, brandColoursPasteMessage(before));
  expect(await field.inputValue()).toBe(before);
  await expect(visit.app.page.locator('.style-palette__table tbody tr').count()).resolves.toBeLessThan(20);
});

it.each([
  { what: 'a spec with 10,000 items is refused for its items', text: MANY_ITEMS_SPEC, message: MANY_ITEMS_MESSAGE },
  { what: 'a 10,000-item text over the source limit is refused for its size', text: LONG_SPEC, message: LONG_SPEC_MESSAGE },
])('Dynamic → Spec text: $what, kept in the field, and Play waits', async ({ text, message }) => {
  const visit = await session.visit();
  const dynamic = await openDynamic(visit, 'A streamed spec');
  await pasteOversize(visit.app.page, dynamic.specText, text, message);
  await expect(dynamic.button('Play').isDisabled()).resolves.toBe(true);
});

it('Dynamic → Spec text: a 10,000-item text pasted with mod+V is refused before it is inserted, the text unchanged', async () => {
  const visit = await session.visit();
  const dynamic = await openDynamic(visit, 'A streamed spec');
  const before = await dynamic.specText.inputValue();
  await clipboardPaste(visit, dynamic.specText, LONG_SPEC);
  await waitForMessage(visit.app.page, longSpecPasteMessage(before));
  expect(await dynamic.specText.inputValue()).toBe(before);
});

it.each(GENERATE_FIELDS)(
  'Dynamic → Generate → $label: an oversize text says the limit, and Generate waits',
  async ({ label, text, message }) => {
    const visit = await session.visit();
    const dynamic = await openGenerateField(visit, label);
    await pasteOversize(visit.app.page, dynamic.field(label), text, message);
    await expect(dynamic.button('Generate').isDisabled()).resolves.toBe(true);
  },
);

it.each(SOURCE_FIELDS)(
  '$page → Infographic source: a 1 MB paste is refused before it is inserted, the text unchanged',
  async ({ open }) => {
    const visit = await session.visit();
    const source = await open(visit);
    const before = await source.text();
    await clipboardPaste(visit, source.field, HUGE_PASTE);
    await waitForMessage(visit.app.page, sourcePasteMessage(before));
    expect(await source.text()).toBe(before);
  },
);
