// The Generate mode's state in one place: the request fields and the endpoint settings (stores their views subscribe to, so
// typing never re-renders the page; a /dynamic?prompt=… link fills the prompt but never sends), the conversation and the history.
import { useCallback, useMemo, useState, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import type { TemplateInfo } from '../../../engine';
import type { PlayerAction } from '../stream/player';
import { answerSpecs } from './answerSpecs';
import type { ModelSettings } from './endpointFields';
import type { GenerationRecord } from './generationHistory';
import { createRequestFields, systemPromptOf, type RequestFieldsStore } from './requestFields';
import { useGeneration, type FinishedGeneration, type Generation } from './useGeneration';
import { useGenerationHistory, type GenerationHistoryState } from './useGenerationHistory';
import { useModelSettings } from './useModelSettings';
import { patchValue } from '../../../shared/viewState/valueStore';

/** The query parameter of a link that fills the prompt. */
export const PROMPT_PARAMETER = 'prompt';

export interface GenerateMode {
  /** The provider, base URL, protocol, model and key as chosen; read when a request is sent. */
  settings: ModelSettings;
  /** The prompt, data, hint, system prompt and silence limit as typed; read when a request is sent. */
  fields: RequestFieldsStore;
  generation: Generation;
  /** The spec of the last answer as the model wrote it ('' while none): shown beside the repaired one when they differ. */
  writtenSpec: string;
  history: GenerationHistoryState;
  /** Puts a past generation's request and endpoint back in the fields and sends it again to that endpoint. */
  retry(record: GenerationRecord): void;
  /** Shows a past generation and puts its request back in the fields. */
  reopen(record: GenerationRecord): void;
}

export function useGenerateMode(dispatch: Dispatch<PlayerAction>, templates: readonly TemplateInfo[] | null): GenerateMode {
  const [params] = useSearchParams();
  const [fields] = useState(() => createRequestFields(params.get(PROMPT_PARAMETER) ?? ''));
  const settings = useModelSettings();
  const history = useGenerationHistory();
  // What the fields say at the moment of sending, not at the page's last render.
  const sendSettings = useCallback(() => {
    const now = fields.get();
    return { endpoint: settings.current(), systemPrompt: systemPromptOf(now, templates), stallMs: now.stallSeconds * 1000 };
  }, [fields, settings, templates]);
  const templateNames = useMemo(() => templates?.map((t) => t.name) ?? [], [templates]);
  const { add } = history;
  // The history keeps the spec as written and as repaired (the repairs are deterministic: the same ones the page draws).
  const onFinished = useCallback(
    (finished: FinishedGeneration) => add({ ...finished, ...answerSpecs(finished.answer, templateNames) }),
    [add, templateNames],
  );
  const generation = useGeneration({ dispatch, sendSettings, onFinished });
  const { generate, reopen: reopenAnswer } = generation;
  const writtenSpec = useMemo(() => (generation.answer === null ? '' : answerSpecs(generation.answer, []).spec), [generation.answer]);
  const { chooseEndpoint } = settings;

  const reopen = useCallback(
    (record: GenerationRecord) => {
      patchValue(fields, { prompt: record.prompt, data: record.data });
      reopenAnswer(record);
    },
    [fields, reopenAnswer],
  );
  const retry = useCallback(
    (record: GenerationRecord) => {
      patchValue(fields, { prompt: record.prompt, data: record.data });
      generate({ prompt: record.prompt, data: record.data, hint: fields.get().hint }, chooseEndpoint(record));
    },
    [fields, generate, chooseEndpoint],
  );
  return { settings, fields, generation, writtenSpec, history, retry, reopen };
}
