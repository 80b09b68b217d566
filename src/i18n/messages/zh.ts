// The Simplified Chinese catalogue, area by area as in en.ts; test/i18n/catalogues.test.ts checks both hold the same keys.
import actions from './zh/actions.json';
import dynamic from './zh/dynamic.json';
import editor from './zh/editor.json';
import engine from './zh/engine.json';
import gallery from './zh/gallery.json';
import home from './zh/home.json';
import renderer from './zh/renderer.json';
import shared from './zh/shared.json';
import shell from './zh/shell.json';
import style from './zh/style.json';

export const messages = {
  ...shell,
  ...actions,
  ...shared,
  ...home,
  ...renderer,
  ...editor,
  ...dynamic,
  ...style,
  ...engine,
  ...gallery,
} as unknown as import('@lingui/core').Messages;

// Lingui comes with the catalogue, so the entry does not carry it (src/i18n/i18n.ts).
export { setupI18n } from '@lingui/core';
