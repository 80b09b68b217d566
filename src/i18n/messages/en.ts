// The English catalogue, one JSON file per area of the app (keys start with the area's name, so engineers working on
// different pages edit different files). Its keys are the type every `t` call is checked against.
import actions from './en/actions.json';
import dynamic from './en/dynamic.json';
import editor from './en/editor.json';
import engine from './en/engine.json';
import gallery from './en/gallery.json';
import home from './en/home.json';
import renderer from './en/renderer.json';
import shared from './en/shared.json';
import shell from './en/shell.json';
import style from './en/style.json';

const catalogue = { ...shell, ...actions, ...shared, ...home, ...renderer, ...editor, ...dynamic, ...style, ...engine, ...gallery };

export type MessageId = keyof typeof catalogue;
/** Compiled by the build (see i18n.ts); plain ICU text under jest, which compiles on use. */
export const messages = catalogue as unknown as import('@lingui/core').Messages;

// Lingui comes with the catalogue, so the entry does not carry it (src/i18n/i18n.ts).
export { setupI18n } from '@lingui/core';
