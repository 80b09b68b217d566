// Generate: which model to ask (the endpoint fields, drawn by their own view), the prompt, the user's data and a template hint,
// Generate and Stop. mod+Enter in the prompt sends.
import { useId, type ReactNode } from 'react';
import { chordKeys } from '../../../actions/chords';
import { onWidgetKeys, type WidgetKeys } from '../../../actions/widgetKeys';
import type { FirstRequest } from './conversation';
import type { RequestField } from './requestLimits';
import { formatCount } from '../../../engine';
import { FieldLimit, describedBy } from '../shared/FieldLimit';
import { useT } from '../../../i18n/react';

const SEND = 'mod+Enter';

export const PROMPT_KEYS: WidgetKeys<'send'> = {
  id: 'dynamic.prompt',
  where: 'dynamic.generate.prompt',
  place: 'field',
  keys: [{ name: 'send', label: 'dynamic.generate.sendKey', keys: [SEND] }],
};

interface Props {
  /** The endpoint fields (provider, base URL, model, key), which re-render apart from this panel. */
  endpoint: ReactNode;
  /** A focus inside the form (on the first, the endpoint settings read the operator's file). */
  onFocus(): void;
  prompt: string;
  onPrompt(prompt: string): void;
  data: string;
  onData(data: string): void;
  hint: string;
  onHint(hint: string): void;
  /** Template names offered for the hint. */
  templates: readonly string[];
  streaming: boolean;
  onGenerate(request: FirstRequest): void;
  onStop(): void;
  systemPrompt: string;
  onSystemPrompt(text: string): void;
  stallSeconds: number;
  onStallSeconds(seconds: number): void;
  /** The fields over their limits, with what to say (requestLimits.ts); Generate waits while there is any. */
  overLimits: Partial<Record<RequestField, string>>;
}

export function GeneratePanel(props: Props) {
  const { endpoint, onFocus, prompt, onPrompt, data, onData, hint, onHint, templates, streaming, onGenerate, onStop, overLimits } = props;
  const t = useT();
  const id = useId();
  const limitId = (field: RequestField) => `${id}-${field}-limit`;
  const over = (Object.keys(overLimits) as RequestField[]).filter((field) => overLimits[field]);
  const send = () => {
    if (!streaming && prompt.trim() !== '' && over.length === 0) onGenerate({ prompt, data, hint });
  };
  return (
    <form
      className="dynamic-panel"
      aria-label={t('dynamic.generate.form')}
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <h2 className="dynamic-heading">{t('dynamic.generate.heading')}</h2>
      {endpoint}
      <label htmlFor={`${id}-prompt`}>{t('dynamic.generate.prompt')}</label>
      <textarea
        id={`${id}-prompt`}
        className="dynamic-source"
        rows={4}
        value={prompt}
        aria-invalid={overLimits.prompt !== undefined}
        aria-describedby={describedBy([`${id}-prompt-hint`, overLimits.prompt && limitId('prompt')])}
        onChange={(event) => onPrompt(event.target.value)}
        onKeyDown={onWidgetKeys(PROMPT_KEYS, { send })}
      />
      <FieldLimit id={limitId('prompt')} message={overLimits.prompt} />
      <p id={`${id}-prompt-hint`} className="dynamic-muted">
        {t('dynamic.generate.sends', { keys: chordKeys(SEND).join('+') })}
      </p>
      <label htmlFor={`${id}-data`}>{t('dynamic.generate.data')}</label>
      <textarea
        id={`${id}-data`}
        className="dynamic-source"
        rows={3}
        spellCheck={false}
        value={data}
        placeholder={t('dynamic.generate.dataPlaceholder')}
        aria-invalid={overLimits.data !== undefined}
        aria-describedby={describedBy([overLimits.data && limitId('data')])}
        onChange={(event) => onData(event.target.value)}
      />
      <FieldLimit id={limitId('data')} message={overLimits.data} />
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-hint`}>{t('dynamic.generate.hint')}</label>
        <input
          id={`${id}-hint`}
          type="text"
          list={`${id}-templates`}
          spellCheck={false}
          value={hint}
          placeholder={t('dynamic.generate.optional')}
          aria-invalid={overLimits.hint !== undefined}
          aria-describedby={describedBy([overLimits.hint && limitId('hint')])}
          onChange={(event) => onHint(event.target.value)}
        />
        <datalist id={`${id}-templates`}>
          {templates.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <FieldLimit id={limitId('hint')} message={overLimits.hint} />
      <details className="dynamic-details">
        <summary>{t('dynamic.generate.systemPromptSummary', { count: formatCount(props.systemPrompt.length) })}</summary>
        <label htmlFor={`${id}-system`}>{t('dynamic.generate.systemPrompt')}</label>
        <textarea
          id={`${id}-system`}
          className="dynamic-source"
          rows={8}
          spellCheck={false}
          value={props.systemPrompt}
          aria-invalid={overLimits.systemPrompt !== undefined}
          aria-describedby={describedBy([overLimits.systemPrompt && limitId('systemPrompt')])}
          onChange={(event) => props.onSystemPrompt(event.target.value)}
        />
      </details>
      {/* Outside the details, so it shows while they are closed too. */}
      <FieldLimit id={limitId('systemPrompt')} message={overLimits.systemPrompt} />
      <div className="dynamic-row">
        <label htmlFor={`${id}-stall`}>{t('dynamic.generate.stall')}</label>
        <input
          id={`${id}-stall`}
          type="number"
          min={1}
          max={600}
          step={1}
          className="dynamic-number"
          value={props.stallSeconds}
          onChange={(event) => {
            const seconds = Number(event.target.value);
            if (Number.isFinite(seconds) && seconds > 0) props.onStallSeconds(seconds);
          }}
        />
        <button
          type="submit"
          disabled={streaming || prompt.trim() === '' || over.length > 0}
          aria-describedby={describedBy(over.map(limitId))}
        >
          {t('dynamic.generate.generate')}
        </button>
        <button type="button" onClick={onStop} disabled={!streaming}>
          {t('dynamic.generate.stop')}
        </button>
      </div>
    </form>
  );
}
