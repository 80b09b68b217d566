// The library's edit bar (the toolbar over a selected text or shape on the canvas) in our words and out of our way: its
// controls are unlabelled icons, so each gets a name from what its icon means, and it is kept off the preview's own
// controls (it floats over the page at z-index 9999). Library-free DOM code; render.ts hands the bar this root.
import { t, type MessageId } from '../../i18n/i18n';

/** FNV-1a of an icon's path data: the library draws each icon from a fixed path (editor/plugins/components/icons.js). */
export function iconKey(pathData: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < pathData.length; i += 1) {
    hash ^= pathData.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The library's icons (TEXT_ICONS, ELEMENT_ICONS, RESET_ICON of 0.2.20), by iconKey, as what the button does: `name` in
 * English, `label` the message the button is named with (in the interface's language when the bar appears).
 */
export const EDIT_BAR_ICON_NAMES: Readonly<Record<string, { icon: string; name: string; label: MessageId }>> = {
  '49595457': { icon: 'TEXT_ICONS.fontFamily', name: 'Font', label: 'engine.editBar.text.fontFamily' },
  '6ae8ec35': { icon: 'TEXT_ICONS.fontSize', name: 'Text size', label: 'engine.editBar.text.fontSize' },
  '4f486eae': { icon: 'TEXT_ICONS.align', name: 'Text alignment', label: 'engine.editBar.text.align' },
  e65e23c6: { icon: 'TEXT_ICONS.alignTop', name: 'Align text to the top', label: 'engine.editBar.text.alignTop' },
  '088c87f0': { icon: 'TEXT_ICONS.alignRight', name: 'Align text right', label: 'engine.editBar.text.alignRight' },
  f121cea7: { icon: 'TEXT_ICONS.alignBottom', name: 'Align text to the bottom', label: 'engine.editBar.text.alignBottom' },
  a8710b8b: { icon: 'TEXT_ICONS.alignLeft', name: 'Align text left', label: 'engine.editBar.text.alignLeft' },
  '7b6b575a': { icon: 'TEXT_ICONS.alignCenter', name: 'Centre text', label: 'engine.editBar.text.alignCenter' },
  '35b8fd27': { icon: 'TEXT_ICONS.alignMiddle', name: 'Centre text vertically', label: 'engine.editBar.text.alignMiddle' },
  '2dd2261f': { icon: 'RESET_ICON', name: 'Reset the view', label: 'engine.editBar.reset' },
  '6a1610fb': { icon: 'ELEMENT_ICONS.align', name: 'Align the selected shapes', label: 'engine.editBar.element.align' },
  '22476635': { icon: 'ELEMENT_ICONS.alignTop', name: 'Align tops', label: 'engine.editBar.element.alignTop' },
  da35a516: { icon: 'ELEMENT_ICONS.alignRight', name: 'Align right edges', label: 'engine.editBar.element.alignRight' },
  '1eb5b0b9': { icon: 'ELEMENT_ICONS.alignBottom', name: 'Align bottoms', label: 'engine.editBar.element.alignBottom' },
  c1a8b9d3: { icon: 'ELEMENT_ICONS.alignLeft', name: 'Align left edges', label: 'engine.editBar.element.alignLeft' },
  '9db983d9': { icon: 'ELEMENT_ICONS.alignH', name: 'Centre horizontally', label: 'engine.editBar.element.alignH' },
  '7a5adb2b': { icon: 'ELEMENT_ICONS.alignV', name: 'Centre vertically', label: 'engine.editBar.element.alignV' },
  c52817db: { icon: 'ELEMENT_ICONS.distributeH', name: 'Space evenly across', label: 'engine.editBar.element.distributeH' },
  b7eb41c5: { icon: 'ELEMENT_ICONS.distributeV', name: 'Space evenly down', label: 'engine.editBar.element.distributeV' },
};

/** The font-size grid's letters. */
const SIZE_LETTERS = new Set(['XS', 'S', 'M', 'L', 'XL']);

/** The name a control of the bar should have, or null when it has one or is not a control. */
function nameFor(control: HTMLElement): string | null {
  const classes = control.classList;
  if (control instanceof HTMLInputElement) return t('engine.editBar.colourValue');
  if (classes.contains('infographic-font-color-btn')) return t('engine.editBar.textColour');
  if (classes.contains('infographic-icon-color-btn')) return t('engine.editBar.iconColour');
  if (classes.contains('infographic-color-picker__swatch'))
    return t('engine.editBar.swatch', { colour: control.style.getPropertyValue('--swatch-color').trim() });
  if (classes.contains('infographic-color-picker__format-switch')) return t('engine.editBar.colourFormat');
  const paths = Array.from(control.querySelectorAll('svg path'), (path) => path.getAttribute('d') ?? '');
  if (paths.length > 0) {
    const entry = EDIT_BAR_ICON_NAMES[iconKey(paths.join(' '))];
    return entry ? t(entry.label) : null;
  }
  const letters = control.textContent?.trim() ?? '';
  return SIZE_LETTERS.has(letters) ? t('engine.editBar.size', { size: letters }) : null;
}

/** Names every unnamed button and input under `root`; the name shows as a tooltip too. */
export function nameEditBarControls(root: ParentNode): void {
  for (const control of Array.from(root.querySelectorAll<HTMLElement>('button, input'))) {
    if (control.hasAttribute('aria-label')) continue;
    const name = nameFor(control);
    if (!name) continue;
    control.setAttribute('aria-label', name);
    control.title = name;
  }
}

/** Elements the bar must not cover: the preview's own controls carry this attribute (PreviewView.tsx's toolbar). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-edit-bar-keep-clear';

/** Moves each bar shown under `root` below any keep-clear element it overlaps (the library places it above the selection). */
function keepClear(root: HTMLElement): void {
  const keepClear = Array.from(root.ownerDocument.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`), (el) => el.getBoundingClientRect());
  for (const bar of Array.from(root.children) as HTMLElement[]) {
    if (bar.style.visibility === 'hidden' || bar.style.display === 'none') continue;
    const box = bar.getBoundingClientRect();
    const covered = keepClear.find(
      (rect) => box.left < rect.right && box.right > rect.left && box.top < rect.bottom && box.bottom > rect.top,
    );
    if (covered) bar.style.top = `${parseFloat(bar.style.top || '0') + covered.bottom + 4 - box.top}px`;
  }
}

/** The element the library puts its edit bar and popovers in: one per document, watched to name and place what it adds. */
export function editBarRoot(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('.picture-edit-bar-root');
  if (existing) return existing;
  const root = doc.createElement('div');
  root.className = 'picture-edit-bar-root';
  doc.body.append(root);
  new MutationObserver(() => {
    nameEditBarControls(root);
    keepClear(root);
  }).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return root;
}
