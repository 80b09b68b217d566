// The Generate mode's views: the request panel and past generations, the model's prose above the picture, and below it the
// repairs, the follow-up, the summary and the spec drawn. The answer's text arrives through its player's stores.
import { useCallback, useMemo, useRef } from 'react';
import { formatCount, type TemplateInfo } from '../../../engine';
import { EndpointSettingsFields } from './EndpointSettingsFields';
import { FollowUp } from './FollowUp';
import { GeneratedSpec } from './GeneratedSpec';
import { GeneratePanel } from './GeneratePanel';
import { GenerationsList } from './GenerationsList';
import { ModelAnswer } from './ModelAnswer';
import { RepairsList } from './RepairsList';
import { StreamSummary } from '../stream/StreamSummary';
import type { ModelSettings } from './endpointFields';
import type { RequestFields } from './requestFields';
import { requestOverLimits } from './requestLimits';
import { generatedSystemPrompt } from './systemPrompt';
import type { AnswerRepairs } from './useAnswerRepairs';
import type { GenerateMode } from './useGenerateMode';
import { endedAt, type PlayerState } from '../stream/player';
import type { StreamPlayer } from '../stream/useStreamPlayer';
import { shownPart, STREAMED_TEXT_SHOWN_CHARS } from '../stream/streamedTextShown';
import { useStoreValue, whole } from '../shared/useStoreValue';
import { patchValue } from '../../../shared/viewState/valueStore';
import { useT } from '../../../i18n/react';

const textOf = (state: PlayerState) => state.text;
const instructionOf = (fields: RequestFields) => fields.instruction;

export function GenerateControls({ generate, templates }: { generate: GenerateMode; templates: readonly TemplateInfo[] | null }) {
  // The limits' messages are made here: a language switch makes them again.
  useT();
  // The fields re-render this view as they are typed; the page holds only their store.
  const { fields } = generate;
  const { prompt, data, hint, editedSystemPrompt, stallSeconds } = useStoreValue(fields, whole);
  const generated = useMemo(() => generatedSystemPrompt(templates, hint), [templates, hint]);
  const systemPrompt = editedSystemPrompt ?? generated;
  // Lengths only, so every keystroke can afford it.
  const overLimits = requestOverLimits({ prompt, data, hint, systemPrompt });
  // The hint offers the categories, then every template name.
  const hintChoices = useMemo(
    () => (templates ? [...new Set(templates.map((t) => String(t.category))), ...templates.map((t) => t.name)] : []),
    [templates],
  );
  return (
    <>
      <GeneratePanel
        endpoint={<EndpointSettingsView settings={generate.settings} />}
        onFocus={generate.settings.wake}
        prompt={prompt}
        onPrompt={(next) => patchValue(fields, { prompt: next })}
        data={data}
        onData={(next) => patchValue(fields, { data: next })}
        hint={hint}
        onHint={(next) => patchValue(fields, { hint: next })}
        templates={hintChoices}
        streaming={generate.generation.status.kind === 'streaming'}
        onGenerate={generate.generation.generate}
        onStop={generate.generation.stop}
        systemPrompt={systemPrompt}
        onSystemPrompt={(next) => patchValue(fields, { editedSystemPrompt: next })}
        stallSeconds={stallSeconds}
        onStallSeconds={(next) => patchValue(fields, { stallSeconds: next })}
        overLimits={overLimits}
      />
      <GenerationsList
        records={generate.history.records}
        problem={generate.history.problem}
        onReopen={generate.reopen}
        onRetry={generate.retry}
        onDelete={generate.history.remove}
        onClear={generate.history.clear}
      />
    </>
  );
}

/** The endpoint fields re-render this view alone as they are typed, not the request panel around them. */
function EndpointSettingsView({ settings }: { settings: ModelSettings }) {
  return <EndpointSettingsFields fields={useStoreValue(settings.fields, whole)} settings={settings} />;
}

export function ModelAnswerView({ generate, answerPlayer }: { generate: GenerateMode; answerPlayer: StreamPlayer }) {
  return <ModelAnswer answer={useStoreValue(answerPlayer.state, textOf)} status={generate.generation.status} />;
}

interface ResultsProps {
  generate: GenerateMode;
  repairs: AnswerRepairs;
  answerPlayer: StreamPlayer;
}

export function GenerateResultsView({ generate, repairs, answerPlayer }: ResultsProps) {
  const t = useT();
  const state = useStoreValue(answerPlayer.state, whole);
  const check = useStoreValue(answerPlayer.check, whole);
  const held = useStoreValue(answerPlayer.heldBack, whole);
  const specField = useRef<HTMLTextAreaElement>(null);
  const ended = endedAt(state, state.position);
  const answering = generate.generation.status.kind === 'streaming';
  const errors = ended && check ? check.diagnostics.filter((d) => d.severity === 'error') : [];
  const selectLine = useCallback((line: number) => selectLineOf(specField.current, line), []);
  const spec = check?.spec ?? '';
  const instruction = useStoreValue(generate.fields, instructionOf);
  return (
    <>
      <RepairsList repairs={repairs.repairs} onToggle={repairs.toggle} />
      <FollowUp
        errorCount={errors.length}
        fixRounds={generate.generation.fixRounds}
        ready={!answering && state.text !== ''}
        instruction={instruction}
        onInstruction={(next) => patchValue(generate.fields, { instruction: next })}
        onFix={() => generate.generation.fix(errors)}
        onChange={generate.generation.change}
      />
      <StreamSummary
        check={check}
        ended={ended}
        position={state.position}
        total={state.chunks.length}
        heldBack={held && { last: held, chars: state.text.length }}
        onDrawWhole={answerPlayer.drawWhole}
        onSelectLine={selectLine}
      />
      <GeneratedSpec spec={shownPart(spec)} written={generate.writtenSpec} textareaRef={specField} />
      {spec.length > STREAMED_TEXT_SHOWN_CHARS && (
        <p className="dynamic-muted">
          {t('dynamic.generated.clipped', { size: formatCount(spec.length), shown: formatCount(STREAMED_TEXT_SHOWN_CHARS) })}
        </p>
      )}
    </>
  );
}

/** Selects a 1-based line of a read-only spec field (a diagnostic's line), as the Renderer's list does in its source. */
function selectLineOf(field: HTMLTextAreaElement | null, line: number): void {
  if (!field) return;
  const lines = field.value.split('\n');
  const start = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
  field.focus();
  field.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
}
