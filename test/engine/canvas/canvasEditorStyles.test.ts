// The library's canvas editor CSS under our CSP: our stylesheet holds every rule it would inject, and every id it injects
// under is already in the document, so it injects nothing (the browser suite proves no CSP violation while editing).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installCanvasEditorStyles, LIBRARY_STYLE_IDS } from '../../../src/engine';
import { libraryEditorStyles, normalizeCss } from '../support/libraryEditorCss';

const OUR_CSS = normalizeCss(readFileSync(join(__dirname, '../../../src/engine/canvas/canvasEditor.css'), 'utf8'));
const library = libraryEditorStyles();

test('the ids we pre-set are exactly the ids the library injects under (12 in 0.2.20)', () => {
  expect([...library.keys()].sort()).toEqual([...LIBRARY_STYLE_IDS].sort());
  expect(library.size).toBe(12);
});

test.each([...library.entries()])('our stylesheet serves the rules of %s', (_id, css) => {
  expect(normalizeCss(css).length).toBeGreaterThan(20);
  expect(OUR_CSS).toContain(normalizeCss(css));
});

test('the markers are found by id (as the injector looks), added once, and removed again', () => {
  const remove = installCanvasEditorStyles(document);
  const again = installCanvasEditorStyles(document);
  for (const id of LIBRARY_STYLE_IDS) expect(document.getElementById(id)).not.toBeNull();
  expect(document.head.querySelectorAll('meta[name="infographic-editor-style"]')).toHaveLength(12);
  expect(document.querySelectorAll('style')).toHaveLength(0);
  again();
  expect(document.head.querySelectorAll('meta[name="infographic-editor-style"]')).toHaveLength(12);
  remove();
  expect(document.head.querySelectorAll('meta[name="infographic-editor-style"]')).toHaveLength(0);
});
