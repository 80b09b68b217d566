// Following a real stream: its address, Connect and Stop, how long silence may last, and how it went.
import { useId } from 'react';
import { DEMO_STREAMS, EXAMPLE_STREAM_URL } from '../shared/demoEndpoints';
import { MAX_LINE_CHARS } from '../../../shared/fieldLimits';
import { useT } from '../../../i18n/react';

interface Props {
  url: string;
  onUrl(url: string): void;
  stallSeconds: number;
  onStallSeconds(seconds: number): void;
  connected: boolean;
  onConnect(): void;
  onStop(): void;
  message: string;
  tone: 'info' | 'error';
}

export function StreamConnect({ url, onUrl, stallSeconds, onStallSeconds, connected, onConnect, onStop, message, tone }: Props) {
  const t = useT();
  const id = useId();
  return (
    <form
      className="dynamic-panel"
      aria-label={t('dynamic.connect.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!connected) onConnect();
      }}
    >
      <h2 className="dynamic-heading">{t('dynamic.connect.heading')}</h2>
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-url`}>{t('dynamic.connect.url')}</label>
        <input
          id={`${id}-url`}
          type="text"
          inputMode="url"
          maxLength={MAX_LINE_CHARS}
          list={`${id}-demos`}
          value={url}
          onChange={(event) => onUrl(event.target.value)}
          spellCheck={false}
        />
        <datalist id={`${id}-demos`}>
          {DEMO_STREAMS.map((demo) => (
            <option key={demo.url} value={demo.url} label={t(demo.label)} />
          ))}
        </datalist>
      </div>
      <div className="dynamic-row">
        <label htmlFor={`${id}-stall`}>{t('dynamic.connect.stall')}</label>
        <input
          id={`${id}-stall`}
          type="number"
          min={0.5}
          max={600}
          step={0.5}
          className="dynamic-number"
          value={stallSeconds}
          onChange={(event) => {
            const seconds = Number(event.target.value);
            if (Number.isFinite(seconds) && seconds > 0) onStallSeconds(seconds);
          }}
        />
        <button type="submit" disabled={connected}>
          {t('dynamic.connect.connect')}
        </button>
        <button type="button" onClick={onStop} disabled={!connected}>
          {t('dynamic.connect.stop')}
        </button>
      </div>
      <p className="dynamic-muted">
        {DEMO_STREAMS.length > 0
          ? t('dynamic.connect.sameSiteDemos', { urls: DEMO_STREAMS.map((demo) => demo.url).join(', ') })
          : t('dynamic.connect.sameSiteExample', { url: EXAMPLE_STREAM_URL })}
      </p>
      <p className={message ? `dynamic-message dynamic-message--${tone}` : undefined} role={tone === 'error' ? 'alert' : 'status'}>
        {message}
      </p>
    </form>
  );
}
