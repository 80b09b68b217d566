// The Generate mode's state in one place: the request fields (a /dynamic?prompt=… link fills the prompt but never sends),
// the endpoint settings, the system prompt, the conversation and the history.
import { useCallback, useMemo, useState, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { STALL_MS } from '../../../shared/generation';
import type { TemplateInfo } from '../../../engine';
import { buildSystemPrompt } from '../../../shared/generation/systemPrompt';
import type { PlayerAction } from '../player';
import { answerSpecs } from './answerSpecs';
import type { GenerationRecord } from './generationHistory';
import { FALLBACK_SYSTEM_PROMPT } from './systemPrompt';
import { useGeneration, type Endpoint, type FinishedGeneration, type Generation } from './useGeneration';
import { useGenerationHistory, type GenerationHistoryState } from './useGenerationHistory';
import { useModelSettings, type ModelSettings } from './useModelSettings';

/** The query parameter of a link that fills the prompt. */
export const PROMPT_PARAMETER = 'prompt';

export interface GenerateMode {
  settings: ModelSettings;
  prompt: string;
  setPrompt(prompt: string): void;
  data: string;
  setData(data: string): void;
  hint: string;
  setHint(hint: string): void;
  systemPrompt: string;
  setSystemPrompt(text: string): void;
  stallSeconds: number;
  setStallSeconds(seconds: number): void;
  generation: Generation;
  /** The spec of the last answer as the model wrote it ('' while none): shown beside the repaired one when they differ. */
  writtenSpec: string;
  history: GenerationHistoryState;
  /** Puts a past generation's request and endpoint back in the fields and sends it again to that endpoint. */
  retry(record: GenerationRecord): void;
  /** Shows a past generation and puts its request back in the fields. */
  reopen(record: GenerationRecord): void;
}

/** The system prompt from the engine's catalogue, with the user's hint as a template or a category; a fallback before it loads. */
function generatedSystemPrompt(templates: readonly TemplateInfo[] | null, hint: string): string {
  if (!templates) return FALLBACK_SYSTEM_PROMPT;
  const wanted = hint.trim();
  const isTemplate = templates.some((t) => t.name === wanted);
  const isCategory = !isTemplate && templates.some((t) => String(t.category) === wanted);
  return buildSystemPrompt({
    templates,
    ...(isTemplate ? { templateHint: wanted } : {}),
    ...(isCategory ? { categoryHint: wanted } : {}),
  });
}

export function useGenerateMode(dispatch: Dispatch<PlayerAction>, templates: readonly TemplateInfo[] | null): GenerateMode {
  const [params] = useSearchParams();
  const [prompt, setPrompt] = useState(() => params.get(PROMPT_PARAMETER) ?? '');
  const [data, setData] = useState('');
  const [hint, setHint] = useState('');
  // The user's own edit of the system prompt wins over the generated one until the page is left.
  const [editedPrompt, setSystemPrompt] = useState<string | null>(null);
  const generatedPrompt = useMemo(() => generatedSystemPrompt(templates, hint), [templates, hint]);
  const systemPrompt = editedPrompt ?? generatedPrompt;
  const [stallSeconds, setStallSeconds] = useState(STALL_MS / 1000);
  const settings = useModelSettings();
  const history = useGenerationHistory();
  const endpoint = useMemo<Endpoint>(
    () => ({
      provider: settings.provider.label,
      protocol: settings.protocol,
      baseUrl: settings.baseUrl,
      model: settings.model,
      apiKey: settings.apiKey,
      stallMs: stallSeconds * 1000,
    }),
    [settings.provider.label, settings.protocol, settings.baseUrl, settings.model, settings.apiKey, stallSeconds],
  );
  const templateNames = useMemo(() => templates?.map((t) => t.name) ?? [], [templates]);
  const { add } = history;
  // The history keeps the spec as written and as repaired (the repairs are deterministic: the same ones the page draws).
  const onFinished = useCallback(
    (fields: FinishedGeneration) => add({ ...fields, ...answerSpecs(fields.answer, templateNames) }),
    [add, templateNames],
  );
  const generation = useGeneration({ dispatch, endpoint, systemPrompt, onFinished });
  const { generate, reopen: reopenAnswer } = generation;
  const writtenSpec = useMemo(() => (generation.answer === null ? '' : answerSpecs(generation.answer, []).spec), [generation.answer]);
  const { chooseEndpoint } = settings;

  const reopen = useCallback(
    (record: GenerationRecord) => {
      setPrompt(record.prompt);
      setData(record.data);
      reopenAnswer(record);
    },
    [reopenAnswer],
  );
  const retry = useCallback(
    (record: GenerationRecord) => {
      setPrompt(record.prompt);
      setData(record.data);
      generate({ prompt: record.prompt, data: record.data, hint }, chooseEndpoint(record));
    },
    [generate, hint, chooseEndpoint],
  );
  return {
    settings,
    prompt,
    setPrompt,
    data,
    setData,
    hint,
    setHint,
    systemPrompt,
    setSystemPrompt,
    stallSeconds,
    setStallSeconds,
    generation,
    writtenSpec,
    history,
    retry,
    reopen,
  };
}
