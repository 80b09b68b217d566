// What a page hands the session to open, made from what came in: an address (a share link, an AntV site link, a template's
// sample, which needs the engine) or a file (a spec, or a picture exported here that carries its source). Anything that
// cannot be read becomes a message and nothing is opened.
import { loadEngine, type Engine } from '../engine';
import type { OpenIntent } from './openIntent';
import type { Session } from './session';
import type { NoticeMessage } from '../shared/panels/Notice';
import { chatAnswerNotice } from '../shared/generation/answer';
import { t } from '../i18n/i18n';
import { keptCurrent, type AddressRequest } from '../shared/links/links';
import { readSpecFile } from '../shared/opening/specFile';

/** An intent to open, or why there is none (`null`: nothing was asked). */
export type ReadIntent = { intent: OpenIntent } | { problem: string } | null;

/** The sample for a template from the catalogue, or why there is none. */
function templateSample(engine: Engine, template: string): { text: string } | { problem: string } {
  if (!engine.templates().some((known) => known.name === template))
    return { problem: keptCurrent(t('shared.links.noTemplate', { template })) };
  try {
    return { text: engine.sampleSource(template) };
  } catch {
    return { problem: keptCurrent(t('shared.links.sampleFailed', { template })) };
  }
}

/** What an address asks to open; never throws (an engine that cannot load becomes a message). */
export async function intentFromAddress(request: AddressRequest, load: () => Promise<Engine> = loadEngine): Promise<ReadIntent> {
  if (request.kind === 'none') return null;
  if (request.kind === 'refused') return { problem: request.message };
  if (request.kind === 'text') {
    const note = request.fromChatAnswer ? chatAnswerNotice() : undefined;
    return { intent: { reason: request.reason, text: request.text, ...(note ? { note } : {}) } };
  }
  try {
    const sample = templateSample(await load(), request.template);
    return 'problem' in sample ? sample : { intent: { reason: 'template', text: sample.text, template: request.template } };
  } catch {
    return { problem: keptCurrent(t('shared.links.sampleNeedsEngine', { template: request.template })) };
  }
}

/** What a chosen or dropped file asks to open: a spec file under its name (extension dropped), or a picture's source. */
async function intentFromFile(file: File): Promise<Exclude<ReadIntent, null>> {
  const read = await readSpecFile(file);
  if (!read.ok) return { problem: read.message };
  return {
    intent: {
      reason: read.picture ? 'picture' : 'file',
      text: read.text,
      // Named after the file, its extension dropped ("sales.txt" and "sales.svg" both open as "sales").
      name: read.name.replace(/\.[a-z0-9]{1,5}$/i, ''),
      ...(read.notice ? { note: read.notice } : {}),
    },
  };
}

/** Opens a chosen or dropped file through the session (which says where it went); a file that cannot be read says why. */
export async function openFile(session: Session, file: File, showProblem: (notice: NoticeMessage) => void): Promise<void> {
  const read = await intentFromFile(file);
  if ('problem' in read) return showProblem({ tone: 'error', text: read.problem });
  await session.open(read.intent);
}
