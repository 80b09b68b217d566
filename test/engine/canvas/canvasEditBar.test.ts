// The edit bar's names: every icon the library's edit bar draws (read from its own icons.js, so an update that changes or
// adds one fails here) has a name in our table, and the naming pass names each kind of control it adds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDIT_BAR_ICON_NAMES, iconKey, nameEditBarControls } from '../../../src/engine/canvas/canvasEditBar';

const ICONS_SOURCE = readFileSync(
  // the package's exports hide its files from require.resolve; the installed copy is read from disk
  join(__dirname, '../../../node_modules/@antv/infographic/esm/editor/plugins/components/icons.js'),
  'utf8',
);

/** Each icon of the library's source: `GROUP.name` (or RESET_ICON) and the key of its path data. */
function libraryIcons(): Array<{ icon: string; key: string }> {
  const icons: Array<{ icon: string; key: string }> = [];
  const pathData = (markup: string) => Array.from(markup.matchAll(/ d="([^"]*)"/g), (match) => match[1]).join(' ');
  for (const block of ICONS_SOURCE.split(/export const /).slice(1)) {
    const group = /^\w+/.exec(block)![0];
    if (group === 'RESET_ICON') icons.push({ icon: group, key: iconKey(pathData(/createIcon\(`([\s\S]*?)`/.exec(block)![1]!)) });
    for (const match of block.matchAll(/(\w+): createIcon\(`([\s\S]*?)`/g))
      icons.push({ icon: `${group}.${match[1]}`, key: iconKey(pathData(match[2]!)) });
  }
  return icons;
}

it('names every icon of the library, and only those', () => {
  const icons = libraryIcons();
  expect(icons).toHaveLength(19);
  expect(icons.map(({ icon, key }) => [icon, EDIT_BAR_ICON_NAMES[key]?.icon])).toEqual(icons.map(({ icon }) => [icon, icon]));
  expect(Object.keys(EDIT_BAR_ICON_NAMES).sort()).toEqual(icons.map(({ key }) => key).sort());
});

it('names icon buttons, size letters, colour buttons, swatches and the colour field; a named control keeps its name', () => {
  const alignLeft = libraryIcons().find(({ icon }) => icon === 'TEXT_ICONS.alignLeft')!;
  const path = /alignLeft: createIcon\(`([\s\S]*?)`/.exec(ICONS_SOURCE.split('export const ELEMENT_ICONS')[0]!)![1]!;
  document.body.innerHTML = `
    <div id="bar">
      <button class="infographic-edit-bar-icon-btn"><svg viewBox="0 0 1024 1024">${path}</svg></button>
      <button class="infographic-edit-bar-icon-btn"><span>XL</span></button>
      <button class="infographic-font-color-btn"></button>
      <button class="infographic-color-picker__swatch" style="--swatch-color: rgba(23, 131, 255, 1)"></button>
      <input class="infographic-color-picker__input">
      <button aria-label="Ours"></button>
    </div>`;
  nameEditBarControls(document.getElementById('bar')!);
  const names = Array.from(document.querySelectorAll('#bar > *'), (control) => control.getAttribute('aria-label'));
  expect(names).toEqual([
    'Align text left',
    'Text size extra large',
    'Text colour',
    'Colour rgba(23, 131, 255, 1)',
    'Colour value',
    'Ours',
  ]);
  expect(EDIT_BAR_ICON_NAMES[alignLeft.key]!.name).toBe('Align text left');
});
