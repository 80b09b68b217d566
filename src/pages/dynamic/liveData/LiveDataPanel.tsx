// Live data: where it comes from, the template it fills, which field feeds which part, and when it last changed.
import { useId } from 'react';
import type { TemplateInfo } from '../../../engine';
import { templateTitle } from '../../../engine/spec/templateTitle';
import { ROLES, type FieldMapping, type Role } from './dataMapping';
import type { LiveDataStatus, LiveSourceKind } from './useLiveData';
import { MAX_LINE_CHARS } from '../../../shared/fieldLimits';
import { currentLocale } from '../../../i18n/i18n';
import { useT } from '../../../i18n/react';

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

/** A time of day in the interface's language (24-hour in both). */
function time(at: number | null): string {
  return at === null ? '—' : new Date(at).toLocaleTimeString(currentLocale() === 'en' ? 'en-GB' : currentLocale());
}

export function LiveDataPanel(props: Props) {
  const { kind, url, intervalSeconds, templates, template, title, mapping, status } = props;
  const t = useT();
  const id = useId();
  const kinds: LiveSourceKind[] = ['poll', 'feed', 'file'];
  return (
    <div className="dynamic-panel">
      <fieldset className="dynamic-fieldset">
        <legend>{t('dynamic.liveData.source')}</legend>
        {kinds.map((value) => (
          <label key={value} className="dynamic-choice">
            <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => props.onKind(value)} />{' '}
            {t(`dynamic.liveData.kind.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind !== 'file' ? (
        <form
          className="dynamic-row dynamic-row--wide"
          aria-label={t('dynamic.liveData.address')}
          onSubmit={(event) => {
            event.preventDefault();
            props.onFollow();
          }}
        >
          <label htmlFor={`${id}-url`}>{t('dynamic.liveData.url')}</label>
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
              <label htmlFor={`${id}-interval`}>{t('dynamic.liveData.interval')}</label>
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
          <button type="submit">{t('dynamic.liveData.follow')}</button>
          <button type="button" onClick={props.onStop} disabled={!status.running}>
            {t('dynamic.liveData.stop')}
          </button>
        </form>
      ) : (
        <div className="dynamic-row">
          <label htmlFor={`${id}-file`}>{t('dynamic.liveData.file')}</label>
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
            {t('dynamic.liveData.reread')}
          </button>
        </div>
      )}
      <div className="dynamic-row">
        <label htmlFor={`${id}-template`}>{t('dynamic.liveData.template')}</label>
        <select
          id={`${id}-template`}
          value={template}
          onChange={(event) => props.onTemplate(event.target.value)}
          disabled={templates.length === 0}
        >
          {templates.length === 0 && <option value={template}>{template}</option>}
          {templates.map((info) => (
            <option key={info.name} value={info.name}>
              {templateTitle(info.name)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-title`}>{t('dynamic.liveData.title')}</label>
        <input
          id={`${id}-title`}
          type="text"
          maxLength={MAX_LINE_CHARS}
          value={title}
          placeholder={t('dynamic.liveData.titlePlaceholder')}
          onChange={(event) => props.onTitle(event.target.value)}
        />
      </div>
      <fieldset className="dynamic-fieldset">
        <legend>{t('dynamic.liveData.fields')}</legend>
        <div className="dynamic-mapping">
          {ROLES.map((role) => (
            <label key={role} className="dynamic-mapping__role">
              {t(`dynamic.liveData.role.${role}`)}
              <select
                value={mapping[role]}
                onChange={(event) => props.onRole(role, event.target.value)}
                disabled={status.fields.length === 0}
              >
                <option value="">{t('dynamic.liveData.none')}</option>
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
        <dt>{t('dynamic.liveData.facts.following')}</dt>
        <dd>{status.source ?? t('dynamic.liveData.facts.nothing')}</dd>
        <dt>{t('dynamic.liveData.facts.rows')}</dt>
        <dd>{status.rowCount}</dd>
        <dt>{t('dynamic.liveData.facts.lastUpdate')}</dt>
        <dd>{time(status.lastUpdate)}</dd>
        <dt>{t('dynamic.liveData.facts.lastCheck')}</dt>
        <dd>{time(status.lastCheck)}</dd>
        <dt>{kind === 'feed' ? t('dynamic.liveData.facts.reconnecting') : t('dynamic.liveData.facts.nextPoll')}</dt>
        <dd>{status.running ? time(status.nextAt) : '—'}</dd>
        <dt>{t('dynamic.liveData.facts.drawn')}</dt>
        <dd>{status.drawn}</dd>
      </dl>
      {/* Always in the page, so the change is announced (politely) when the feed becomes too fast. */}
      <p className={status.tooFast ? 'dynamic-message' : undefined} role="status">
        {status.tooFast ? t('dynamic.liveData.fastFeed') : ''}
      </p>
      <p className={status.error ? 'dynamic-message dynamic-message--error' : undefined} role="alert">
        {status.error ? t('dynamic.liveData.lastPictureStays', { error: status.error }) : ''}
      </p>
    </div>
  );
}
