// One way in: every way text comes in to be opened (a link, a template, a file, a picture's source, a batch entry, what
// Dynamic made) is an intent, and one rule decides where it goes: into the open document when nothing the user did to it
// would be lost, else into a new document of its own. The table in docs/architecture.md lists the intents.
import { t } from '../i18n/i18n';
import { DEFAULT_SOURCE, type OpenReason } from '../shared/document';
import { nameFromText, shownDocumentName } from '../shared/document/documentName';

export interface OpenIntent {
  reason: OpenReason;
  text: string;
  /** The document's name when it has one of its own (a file's, a batch entry's); otherwise the name follows the title. */
  name?: string;
  /** Said before the outcome, e.g. that a chat answer's block was used. */
  note?: string;
  /** For a template's sample: the template's name, which the notice says. */
  template?: string;
}

/** Where an opened text went. */
export type OpenOutcome =
  /** A new document, opened; the one open before stays in Documents. */
  | 'new'
  /** Into the open document, which was untouched (its text before is in History). */
  | 'reused'
  /** The open document already held this text: nothing changed. */
  | 'same';

export interface OpenedReport {
  intent: OpenIntent;
  outcome: OpenOutcome;
  /** The document open now. */
  documentId: string;
  /** The document open before: its id, name and text (what "back" and "undo" return to). */
  previous: { id: string; name: string; text: string };
  /** The notice: what was opened and where the previous document went. */
  message: string;
}

/** What the open document was, for the rule. */
export interface OpenDocumentFacts {
  text: string;
  /** The name it is listed under. */
  name: string;
  /** The text it was opened with in this tab, if it was opened here. */
  openedWith: string | undefined;
  /** Deleted in another tab: its text is kept where it is, never replaced. */
  deletedElsewhere: boolean;
}

/**
 * Whether the open document may take an opened text in its place: it is empty, the default sample or exactly what it was
 * opened with, and the user has not named it. Anything else the user typed, styled, drew or named gets a new document.
 */
export function isUntouched({ text, name, openedWith, deletedElsewhere }: OpenDocumentFacts): boolean {
  if (deletedElsewhere) return false;
  if (text.trim() === '') return true;
  const named = name !== nameFromText(text);
  return !named && (text === DEFAULT_SOURCE || text === openedWith);
}

/** What was opened, in words (made when the notice is): the reason, and the name a file, batch entry or template brings. */
const WHAT: Record<OpenReason, (name: string | undefined, template: string | undefined) => string> = {
  link: () => t('shared.opened.what.link'),
  'antv-link': () => t('shared.opened.what.antvLink'),
  template: (_name, template) => (template ? t('shared.opened.what.templateNamed', { template }) : t('shared.opened.what.template')),
  file: (name) => (name ? t('shared.opened.what.fileNamed', { name }) : t('shared.opened.what.file')),
  picture: (name) => (name ? t('shared.opened.what.pictureNamed', { name }) : t('shared.opened.what.picture')),
  batch: (name) => (name ? t('shared.opened.what.batchNamed', { name }) : t('shared.opened.what.batch')),
  generated: () => t('shared.opened.what.generated'),
  stream: () => t('shared.opened.what.stream'),
};

/** The notice for an open: what was opened, and where the document open before went (it stays in Documents). */
export function openedMessage(intent: OpenIntent, outcome: OpenOutcome, name: string, previousName: string): string {
  const what = WHAT[intent.reason](intent.name, intent.template);
  const values = { what, name: shownDocumentName(name), previous: shownDocumentName(previousName) };
  const message =
    outcome === 'same'
      ? t('shared.opened.same', values)
      : outcome === 'reused'
        ? t('shared.opened.reused', values)
        : // A file or picture names its document already; other texts are named by their title.
          t(intent.name === undefined ? 'shared.opened.new' : 'shared.opened.newNamed', values);
  return intent.note ? t('shared.opened.withNote', { note: intent.note, message }) : message;
}
