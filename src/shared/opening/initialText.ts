// The text an address asks a page to open (a share link's, or a template's sample, which needs the engine), resolved once
// the page is ready; anything that cannot be read gives a notice and no text, so the current document stays.
import { loadEngine, type Engine } from '../../engine';
import type { ReplaceReason } from '../document';
import { CHAT_ANSWER_NOTICE } from '../generation/answer';
import { KEPT_CURRENT, templateSample, type InitialSource } from './initialSource';

export type InitialText =
  /** Nothing to replace: the current document stays; `notice` says why when the address asked for something. */
  | { text: null; notice: string | null }
  /** This text replaces the current document, for this reason; `notice` may still say something. */
  | { text: string; reason: Extract<ReplaceReason, 'link' | 'template'>; notice: null; info?: string };

/** Reads what `first` asks for; never throws (an engine that cannot load becomes a notice). */
export async function readInitialText(first: InitialSource, load: () => Promise<Engine> = loadEngine): Promise<InitialText> {
  if (first.kind === 'current') return { text: null, notice: first.notice };
  if (first.kind === 'link') {
    return first.fromChatAnswer
      ? { text: first.text, reason: 'link', notice: null, info: CHAT_ANSWER_NOTICE }
      : { text: first.text, reason: 'link', notice: null };
  }
  try {
    const engine = await load();
    const sample = templateSample(
      first.template,
      engine.templates().map((t) => t.name),
      (name) => engine.sampleSource(name),
    );
    return sample.text === null ? { text: null, notice: sample.notice } : { text: sample.text, reason: 'template', notice: null };
  } catch {
    return {
      text: null,
      notice: `The sample for “${first.template}” needs the rendering engine, which could not be loaded. ${KEPT_CURRENT}`,
    };
  }
}
