// The two specs of a model's answer the history keeps: its block as the model wrote it, and the same after the page's repairs.
import { splitChatAnswer } from '../../../shared/opening/fence';
import { repairAnswer } from '../../../shared/generation/repairs';

export interface AnswerSpecs {
  /** The spec as written ('' when the answer holds none). */
  spec: string;
  /** The spec after every repair that applies ('' when none; `spec` when nothing needed one or no template list is known yet). */
  repairedSpec: string;
}

export function answerSpecs(answer: string, templates: readonly string[]): AnswerSpecs {
  const written = splitChatAnswer(answer).spec;
  if (written === null) return { spec: '', repairedSpec: '' };
  return { spec: written, repairedSpec: templates.length > 0 ? repairAnswer(answer, { templates }).text : written };
}
