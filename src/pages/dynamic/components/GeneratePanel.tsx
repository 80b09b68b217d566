// Generate: which model to ask (provider, base URL, model, key), the prompt, the user's data and a template hint, Generate and
// Stop. Ctrl/Cmd+Enter in the prompt sends.
import { useId, useState } from 'react';
import { PROTOCOL_LABELS, type Protocol } from '../../../shared/generation';
import type { FirstRequest } from '../generation/conversation';
import type { ModelSettings } from '../generation/useModelSettings';
import { formatCount } from '../../../engine';

interface Props {
  settings: ModelSettings;
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
}

const PROTOCOLS = Object.keys(PROTOCOL_LABELS) as Protocol[];

export function GeneratePanel(props: Props) {
  const { settings, prompt, onPrompt, data, onData, hint, onHint, templates, streaming, onGenerate, onStop } = props;
  const id = useId();
  const [keyShown, setKeyShown] = useState(false);
  const send = () => {
    if (!streaming && prompt.trim() !== '') onGenerate({ prompt, data, hint });
  };
  return (
    <form
      className="dynamic-panel"
      aria-label="Generate"
      onFocus={settings.wake}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <h2 className="dynamic-heading">Ask a model</h2>
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-provider`}>Provider</label>
        <select id={`${id}-provider`} value={settings.provider.id} onChange={(event) => settings.setProvider(event.target.value)}>
          {settings.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {settings.provider.note && <p className="dynamic-muted">{settings.provider.note}</p>}
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-base`}>Base URL</label>
        <input
          id={`${id}-base`}
          type="text"
          inputMode="url"
          spellCheck={false}
          value={settings.baseUrl}
          onChange={(event) => settings.setBaseUrl(event.target.value)}
        />
      </div>
      {settings.provider.custom && (
        <div className="dynamic-row dynamic-row--wide">
          <label htmlFor={`${id}-protocol`}>Protocol</label>
          <select
            id={`${id}-protocol`}
            value={settings.protocol}
            onChange={(event) => settings.setProtocol(event.target.value as Protocol)}
          >
            {PROTOCOLS.map((protocol) => (
              <option key={protocol} value={protocol}>
                {PROTOCOL_LABELS[protocol]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-model`}>Model</label>
        <input
          id={`${id}-model`}
          type="text"
          list={`${id}-models`}
          spellCheck={false}
          value={settings.model}
          onChange={(event) => settings.setModel(event.target.value)}
        />
        <datalist id={`${id}-models`}>
          {settings.models.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
        <button type="button" onClick={settings.loadModels}>
          List models
        </button>
      </div>
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-key`}>API key</label>
        <input
          id={`${id}-key`}
          type={keyShown ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={settings.apiKey}
          aria-describedby={`${id}-key-note`}
          placeholder={settings.provider.needsKey ? '' : 'Not needed here'}
          onChange={(event) => settings.setApiKey(event.target.value)}
        />
        <button type="button" aria-pressed={keyShown} onClick={() => setKeyShown((shown) => !shown)}>
          Show key
        </button>
        <button type="button" onClick={settings.forgetKey} disabled={settings.apiKey === ''}>
          Forget key
        </button>
      </div>
      <p id={`${id}-key-note`} className="dynamic-muted">
        Stored only in this browser; never in links, exports or history.
      </p>
      {settings.message && (
        <p
          className={`dynamic-message dynamic-message--${settings.message.tone}`}
          role={settings.message.tone === 'error' ? 'alert' : 'status'}
        >
          {settings.message.text}
        </p>
      )}
      <label htmlFor={`${id}-prompt`}>Prompt</label>
      <textarea
        id={`${id}-prompt`}
        className="dynamic-source"
        rows={4}
        value={prompt}
        aria-describedby={`${id}-prompt-hint`}
        onChange={(event) => onPrompt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
      />
      <p id={`${id}-prompt-hint`} className="dynamic-muted">
        Ctrl+Enter (⌘+Enter) sends.
      </p>
      <label htmlFor={`${id}-data`}>Use my data</label>
      <textarea
        id={`${id}-data`}
        className="dynamic-source"
        rows={3}
        spellCheck={false}
        value={data}
        placeholder="CSV, JSON, a table or plain text (optional)"
        onChange={(event) => onData(event.target.value)}
      />
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-hint`}>Template or category</label>
        <input
          id={`${id}-hint`}
          type="text"
          list={`${id}-templates`}
          spellCheck={false}
          value={hint}
          placeholder="optional"
          onChange={(event) => onHint(event.target.value)}
        />
        <datalist id={`${id}-templates`}>
          {templates.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <details className="dynamic-details">
        <summary>System prompt ({formatCount(props.systemPrompt.length)} characters)</summary>
        <label htmlFor={`${id}-system`}>System prompt</label>
        <textarea
          id={`${id}-system`}
          className="dynamic-source"
          rows={8}
          spellCheck={false}
          value={props.systemPrompt}
          onChange={(event) => props.onSystemPrompt(event.target.value)}
        />
      </details>
      <div className="dynamic-row">
        <label htmlFor={`${id}-stall`}>Stop after silence (s)</label>
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
        <button type="submit" disabled={streaming || prompt.trim() === ''}>
          Generate
        </button>
        <button type="button" onClick={onStop} disabled={!streaming}>
          Stop
        </button>
      </div>
    </form>
  );
}
