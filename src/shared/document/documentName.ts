// A document's name: what the user called it, or, until then, the title its text gives (read without the engine).
import { t } from '../../i18n/i18n';

/** Longest document name kept; longer names are cut. */
export const MAX_DOCUMENT_NAME = 120;

/**
 * The name of a document whose text gives no title, as stored and compared (the same in every language: a name that is
 * still its text's title follows the title, nameAfterSave); shown as shownDocumentName says it.
 */
export const UNTITLED = 'Untitled';

/** A name as the interface shows it: "Untitled" in the interface's language (未命名), any other name as it is. */
export function shownDocumentName(name: string): string {
  return name === UNTITLED ? t('shared.document.untitled') : name;
}

/** A name as stored: one line, trimmed, cut to MAX_DOCUMENT_NAME; `fallback` when nothing is left. */
export function cleanDocumentName(name: string, fallback = UNTITLED): string {
  const line = name.replace(/\s+/g, ' ').trim().slice(0, MAX_DOCUMENT_NAME);
  return line === '' ? fallback : line;
}

/** The title the text gives (`title …` in the text syntax, `"title": "…"` in JSON), or "Untitled". */
export function nameFromText(source: string): string {
  const syntax = /^\s*title\s+(.+)$/m.exec(source);
  const json = /"title"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(source);
  const title = syntax?.[1] ?? json?.[1] ?? '';
  return cleanDocumentName(title);
}

/**
 * The name a document keeps when its text changes: it follows the title until the user renames it. A name that is still
 * the title the stored text gave was never chosen by the user (renaming a document to its own title reads the same).
 */
export function nameAfterSave(name: string, storedSource: string, savedSource: string): string {
  return name === nameFromText(storedSource) ? nameFromText(savedSource) : name;
}
