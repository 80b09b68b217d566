// The Generate mode's endpoint settings: provider, base URL, protocol, model, and the key (kept only in the key store).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  forgetKey,
  isGenerationError,
  keyScope,
  listModels,
  loadKey,
  loadProxiedEndpoints,
  saveKey,
  type Protocol,
  type ProxiedEndpoint,
} from '../../../shared/generation';
import { CUSTOM_PROVIDER_ID, providerChoices, type ProviderChoice } from './modelSettings';

/** An endpoint as a history record names it (its protocol unknown for records kept before the protocol was). */
export interface NamedEndpoint {
  provider: string;
  protocol: Protocol | null;
  baseUrl: string;
  model: string;
}

/** The endpoint the fields now show, with its key. */
export interface ChosenEndpoint {
  provider: string;
  protocol: Protocol;
  baseUrl: string;
  model: string;
  apiKey: string;
}

export interface ModelSettings {
  choices: ProviderChoice[];
  provider: ProviderChoice;
  setProvider(id: string): void;
  baseUrl: string;
  setBaseUrl(url: string): void;
  protocol: Protocol;
  setProtocol(protocol: Protocol): void;
  model: string;
  setModel(model: string): void;
  /** The models to pick from (the endpoint's list once loaded). */
  models: string[];
  /** Asks the endpoint's models list; its outcome goes to `message`. */
  loadModels(): void;
  apiKey: string;
  setApiKey(key: string): void;
  forgetKey(): void;
  /** Puts a past request's endpoint back in the fields (its provider if still offered, else Custom) and returns it with its key. */
  chooseEndpoint(endpoint: NamedEndpoint): ChosenEndpoint;
  /** Reads the operator's proxied endpoints, once, the first time the user turns to Generate's fields. */
  wake(): void;
  /** What happened to the models list, the key, or the operator's endpoint file. */
  message: { tone: 'info' | 'error'; text: string } | null;
}

export function useModelSettings(): ModelSettings {
  const [endpoints, setEndpoints] = useState<ProxiedEndpoint[]>([]);
  const choices = useMemo(() => providerChoices(endpoints), [endpoints]);
  const [providerId, setProviderId] = useState(choices[0].id);
  const provider = choices.find((choice) => choice.id === providerId) ?? choices[0];
  const [baseUrl, setBaseUrlState] = useState(provider.baseUrl);
  const [protocol, setProtocol] = useState<Protocol>(provider.protocol);
  const [model, setModel] = useState(provider.models[0] ?? '');
  const [models, setModels] = useState<string[]>(provider.models);
  const [apiKey, setApiKeyState] = useState(() => loadKey(provider.baseUrl));
  const [message, setMessage] = useState<ModelSettings['message']>(null);
  const [awake, setAwake] = useState(false);
  const wake = useCallback(() => setAwake(true), []);
  /** Set once the user picks a provider or base URL: the endpoints file then never overrides their choice. */
  const userChose = useRef(false);

  const choose = useCallback((choice: ProviderChoice) => {
    setProviderId(choice.id);
    setBaseUrlState(choice.baseUrl);
    setProtocol(choice.protocol);
    setModels(choice.models);
    setModel(choice.models[0] ?? '');
    setApiKeyState(loadKey(choice.baseUrl));
    setMessage(null);
  }, []);

  // The operator's proxied endpoints (absent file: none); the first one is chosen, since it works without a key. Read when the
  // user first turns to these fields, not on every visit: an absent file is a 404 that the browser logs as an error.
  useEffect(() => {
    if (!awake) return;
    const controller = new AbortController();
    loadProxiedEndpoints({ signal: controller.signal })
      .then((found) => {
        if (found.problem) setMessage({ tone: 'error', text: found.problem });
        if (found.endpoints.length === 0) return;
        setEndpoints(found.endpoints);
        if (!userChose.current) choose(providerChoices(found.endpoints)[0]);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [awake, choose]);

  const setProvider = useCallback(
    (id: string) => {
      const choice = choices.find((c) => c.id === id);
      userChose.current = true;
      if (choice) choose(choice);
    },
    [choices, choose],
  );
  const setBaseUrl = useCallback((url: string) => {
    userChose.current = true;
    setBaseUrlState(url);
    setApiKeyState(loadKey(url));
  }, []);
  const setApiKey = useCallback(
    (key: string) => {
      setApiKeyState(key);
      const kept = saveKey(baseUrl, key);
      setMessage(
        kept || key === '' ? null : { tone: 'info', text: 'This browser keeps no storage here: the key is used for this visit only.' },
      );
    },
    [baseUrl],
  );
  const forget = useCallback(() => {
    forgetKey(baseUrl);
    setApiKeyState('');
    setMessage({ tone: 'info', text: `The key for ${baseUrl || 'this endpoint'} is forgotten.` });
  }, [baseUrl]);
  const chooseEndpoint = useCallback(
    (wanted: NamedEndpoint): ChosenEndpoint => {
      const same = (choice: ProviderChoice) =>
        choice.label === wanted.provider &&
        keyScope(choice.baseUrl) === keyScope(wanted.baseUrl) &&
        (wanted.protocol === null || choice.protocol === wanted.protocol);
      const choice = choices.find((c) => !c.custom && same(c));
      const chosenProtocol = choice?.protocol ?? wanted.protocol ?? protocol;
      // The key typed now serves the same endpoint; another endpoint's comes from the key store.
      const key = keyScope(wanted.baseUrl) === keyScope(baseUrl) ? apiKey : loadKey(wanted.baseUrl);
      userChose.current = true;
      setProviderId(choice?.id ?? CUSTOM_PROVIDER_ID);
      setProtocol(chosenProtocol);
      setModels(choice?.models ?? []);
      setBaseUrlState(wanted.baseUrl);
      setModel(wanted.model);
      setApiKeyState(key);
      setMessage(null);
      return { provider: choice?.label ?? 'Custom', protocol: chosenProtocol, baseUrl: wanted.baseUrl, model: wanted.model, apiKey: key };
    },
    [choices, protocol, baseUrl, apiKey],
  );
  const loadModels = useCallback(() => {
    setMessage({ tone: 'info', text: 'Asking the endpoint for its models…' });
    listModels({ protocol, baseUrl, apiKey: apiKey || undefined })
      .then((ids) => {
        if (ids.length > 0) setModels(ids);
        // An empty Model field takes the first listed model, so the list is one step from a request.
        if (ids.length > 0) setModel((current) => (current.trim() === '' ? ids[0] : current));
        const listed = ids.length === 1 ? '1 model listed' : `${ids.length} models listed`;
        setMessage({
          tone: 'info',
          text: ids.length > 0 ? `${listed}: pick one in the Model field.` : 'The endpoint lists no models: type one.',
        });
      })
      .catch((error: unknown) =>
        setMessage({ tone: 'error', text: isGenerationError(error) ? error.message : `Could not list the models (${String(error)}).` }),
      );
  }, [protocol, baseUrl, apiKey]);

  return {
    choices,
    provider,
    setProvider,
    baseUrl,
    setBaseUrl,
    protocol,
    setProtocol,
    model,
    setModel,
    models,
    loadModels,
    apiKey,
    setApiKey,
    forgetKey: forget,
    chooseEndpoint,
    wake,
    message,
  };
}
