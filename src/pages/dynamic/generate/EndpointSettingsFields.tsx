// Generate's endpoint fields: which model to ask (provider, base URL, protocol for Custom, model and its list, the key), and
// what happened to them. Rendered inside the request panel's form.
import { useId, useState } from 'react';
import { PROTOCOLS, type Protocol } from '../../../shared/generation';
import { providerOf, type EndpointFields, type ModelSettings } from './endpointFields';
import { shownProvider } from './modelSettings';
import { MAX_LINE_CHARS } from '../../../shared/fieldLimits';
import { useT } from '../../../i18n/react';

interface Props {
  fields: EndpointFields;
  settings: ModelSettings;
}

export function EndpointSettingsFields({ fields, settings }: Props) {
  const t = useT();
  const id = useId();
  const [keyShown, setKeyShown] = useState(false);
  const provider = providerOf(fields);
  return (
    <>
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-provider`}>{t('dynamic.endpoint.provider')}</label>
        <select id={`${id}-provider`} value={provider.id} onChange={(event) => settings.setProvider(event.target.value)}>
          {fields.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {shownProvider(choice.label)}
            </option>
          ))}
        </select>
      </div>
      {provider.note && <p className="dynamic-muted">{t(provider.note)}</p>}
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-base`}>{t('dynamic.endpoint.baseUrl')}</label>
        <input
          id={`${id}-base`}
          type="text"
          inputMode="url"
          maxLength={MAX_LINE_CHARS}
          spellCheck={false}
          value={fields.baseUrl}
          onChange={(event) => settings.setBaseUrl(event.target.value)}
        />
      </div>
      {provider.custom && (
        <div className="dynamic-row dynamic-row--wide">
          <label htmlFor={`${id}-protocol`}>{t('dynamic.endpoint.protocol')}</label>
          <select id={`${id}-protocol`} value={fields.protocol} onChange={(event) => settings.setProtocol(event.target.value as Protocol)}>
            {PROTOCOLS.map((protocol) => (
              <option key={protocol} value={protocol}>
                {t(`dynamic.endpoint.protocol.${protocol}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-model`}>{t('dynamic.endpoint.model')}</label>
        <input
          id={`${id}-model`}
          type="text"
          list={`${id}-models`}
          maxLength={MAX_LINE_CHARS}
          spellCheck={false}
          value={fields.model}
          onChange={(event) => settings.setModel(event.target.value)}
        />
        <datalist id={`${id}-models`}>
          {fields.models.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
        <button type="button" onClick={settings.loadModels}>
          {t('dynamic.endpoint.listModels')}
        </button>
      </div>
      <div className="dynamic-row dynamic-row--wide">
        <label htmlFor={`${id}-key`}>{t('dynamic.endpoint.apiKey')}</label>
        <input
          id={`${id}-key`}
          type={keyShown ? 'text' : 'password'}
          maxLength={MAX_LINE_CHARS}
          autoComplete="off"
          spellCheck={false}
          value={fields.apiKey}
          aria-describedby={`${id}-key-note`}
          placeholder={provider.needsKey ? '' : t('dynamic.endpoint.keyNotNeeded')}
          onChange={(event) => settings.setApiKey(event.target.value)}
        />
        <button type="button" aria-pressed={keyShown} onClick={() => setKeyShown((shown) => !shown)}>
          {t('dynamic.endpoint.showKey')}
        </button>
        <button type="button" onClick={settings.forgetKey} disabled={fields.apiKey === ''}>
          {t('dynamic.endpoint.forgetKey')}
        </button>
      </div>
      <p id={`${id}-key-note`} className="dynamic-muted">
        {t('dynamic.endpoint.keyNote')}
      </p>
      {fields.message && (
        <p
          className={`dynamic-message dynamic-message--${fields.message.tone}`}
          role={fields.message.tone === 'error' ? 'alert' : 'status'}
        >
          {fields.message.text}
        </p>
      )}
    </>
  );
}
