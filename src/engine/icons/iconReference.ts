// Tells an exact icon reference ("mdi/rocket", "lucide:rocket") from a free-text query ("rocket launch").

/** Marks a drawn icon's markup with the exact reference it stands in for, so the audit can report the substitute. */
export const SUBSTITUTE_ATTRIBUTE = 'data-engine-icon-for';
/** Names the icon drawn (set/name) on its markup, read by the audit's message. */
export const DRAWN_ATTRIBUTE = 'data-engine-icon';

export interface SetReference {
  /** The icon set's prefix, lower case ("mdi", "lucide", "tabler"). */
  set: string;
  /** The icon's name in that set, lower case. */
  name: string;
}

const SET_REFERENCE = /^([a-z0-9]+(?:-[a-z0-9]+)*)[:/]([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The set and name of a reference written `set/name` or `set:name`; null for free text. */
export function setReferenceOf(reference: string): SetReference | null {
  const match = SET_REFERENCE.exec(reference.trim().toLowerCase());
  return match ? { set: match[1]!, name: match[2]! } : null;
}

/** Adds the drawn icon's name (a <title>, its text alternative) and, for a substitute, the reference it stands in for. */
export function labelIconSvg(markup: string, drawn: string, substituteFor?: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const marks = ` ${DRAWN_ATTRIBUTE}="${escape(drawn)}"${substituteFor === undefined ? '' : ` ${SUBSTITUTE_ATTRIBUTE}="${escape(substituteFor)}"`}`;
  return markup.replace(/^<svg\b([^>]*)>/, (_, attributes: string) => `<svg${attributes}${marks}><title>${escape(drawn)}</title>`);
}
