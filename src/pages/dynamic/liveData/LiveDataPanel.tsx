// Live data: where it comes from, the template it fills, which field feeds which part, and when it last changed.
import { useId } from 'react';
import type { TemplateInfo } from '../../../engine';
import { ROLES, type FieldMapping, type Role } from './dataMapping';
import type { LiveDataStatus, LiveSourceKind } from './useLiveData';
import { MAX_LINE_CHARS } from '../../../shared/fieldLimits';

const ROLE_LABELS: Record<Role, string> = {
  label: 'Label field',
  value: 'Value field',
  desc: 'Description field',
  category: 'Category field',
  icon: 'Icon field',
};

interface Props {
  kind: LiveSourceKind;
  onKind(kind: LiveSourceKind): void;
  url: string;
  onUrl(url: string): void;
  intervalSeconds: number;
  onIntervalSeconds(seconds: number): void;
  onFollow(): void;
  onStop(): void;
  onFile(file: File): void;
  onReread(): void;
  templates: readonly TemplateInfo[];
  template: string;
  onTemplate(name: string): void;
  title: string;
  onTitle(title: string): void;
  mapping: FieldMapping;
  onRole(role: Role, field: string): void;
  status: LiveDataStatus;
}

/** Said while a feed sends data faster than the picture can draw (only the newest data is drawn). */
export const FAST_FEED_TEXT = 'The feed sends faster than the picture can draw; showing the newest rows.';

function time(at: number | null): string {
  return at === null ? '—' : new Date(at).toLocaleTimeString('en-GB');
}

export function LiveDataPanel(props: Props) {
  const { kind, url, intervalSeconds, templates, template, title, mapping, status } = props;
  const id = useId();
  const kinds: Array<[LiveSourceKind, string]> = [
    ['poll', 'JSON or CSV address, polled'],
    ['feed', 'Server-sent events feed'],
    ['file', 'Local file'],
  ];
  return (
    <div className="dynamic-panel">
      <fieldset className="dynamic-fieldset">
        <legend>Data source</legend>
        {kinds.map(([value, label]) => (
          <label key={value} className="dynamic-choice">
            <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => props.onKind(value)} /> {label}
          </label>
        ))}
      </fieldset>
      {kind !== 'file' ? (
        <form
          className="dynamic-row dynamic-row--wide"
          aria-label="Data address"
          onSubmit={(event) => {
            event.preventDefault();
            props.onFollow();
          }}
        >
          <label htmlFor={`${id}-url`}>Data URL</label>
          <input
            id={`${id}-url`}
            type="text"
            inputMode="url"
            maxLength={MAX_LINE_CHARS}
            value={url}
            spellCheck={false}
            onChange={(event) => props.onUrl(event.target.value)}
          />
          {kind === 'poll' && (
            <>
              <label htmlFor={`${id}-interval`}>Every (s)</label>
              <input
                id={`${id}-interval`}
                type="number"
                min={1}
                max={3600}
                className="dynamic-number"
                value={intervalSeconds}
                onChange={(event) => {
                  const seconds = Number(event.target.value);
                  if (Number.isFinite(seconds) && seconds >= 1) props.onIntervalSeconds(seconds);
                }}
              />
            </>
          )}
          <button type="submit">Follow</button>
          <button type="button" onClick={props.onStop} disabled={!status.running}>
            Stop following
          </button>
        </form>
      ) : (
        <div className="dynamic-row">
          <label htmlFor={`${id}-file`}>Data file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) props.onFile(file);
            }}
          />
          <button type="button" onClick={props.onReread}>
            Re-read file
          </button>
        </div>
      )}
      <div className="dynamic-row">
        <label htmlFor={`${id}-template`}>Template</label>
        <select
          id={`${id}-template`}
          value={template}
          onChange={(event) => props.onTemplate(event.target.value)}
          disabled={templates.length === 0}
        >
          {templates.length === 0 && <option value={template}>{template}</option>}
          {templates.map((t) => (
            <option key={t.name} value={t.name}>
              {t.title}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          type="text"
          maxLength={MAX_LINE_CHARS}
          value={title}
          placeholder="From the data"
          onChange={(event) => props.onTitle(event.target.value)}
        />
      </div>
      <fieldset className="dynamic-fieldset">
        <legend>Fields</legend>
        <div className="dynamic-mapping">
          {ROLES.map((role) => (
            <label key={role} className="dynamic-mapping__role">
              {ROLE_LABELS[role]}
              <select
                value={mapping[role]}
                onChange={(event) => props.onRole(role, event.target.value)}
                disabled={status.fields.length === 0}
              >
                <option value="">(none)</option>
                {status.fields.map((field) => (
                  <option key={field} value={field}>
                    {field}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="dynamic-facts">
        <dt>Following</dt>
        <dd>{status.source ?? 'nothing yet'}</dd>
        <dt>Rows</dt>
        <dd>{status.rowCount}</dd>
        <dt>Last update</dt>
        <dd>{time(status.lastUpdate)}</dd>
        <dt>Last checked</dt>
        <dd>{time(status.lastCheck)}</dd>
        <dt>{kind === 'feed' ? 'Reconnecting at' : 'Next poll'}</dt>
        <dd>{status.running ? time(status.nextAt) : '—'}</dd>
        <dt>Pictures drawn</dt>
        <dd>{status.drawn}</dd>
      </dl>
      {/* Always in the page, so the change is announced (politely) when the feed becomes too fast. */}
      <p className={status.tooFast ? 'dynamic-message' : undefined} role="status">
        {status.tooFast ? FAST_FEED_TEXT : ''}
      </p>
      <p className={status.error ? 'dynamic-message dynamic-message--error' : undefined} role="alert">
        {status.error ? `${status.error} The last picture stays.` : ''}
      </p>
    </div>
  );
}
