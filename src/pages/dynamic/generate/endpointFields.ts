// Generate's endpoint settings (provider, base URL, protocol, model, the models offered, the key, what happened to them) in a
// value store the page creates once: a key typed re-renders only the fields that show them, and a request reads them as it is
// sent. The key is kept only in the key store (per base URL), never in links, exports or history.
import {
  forgetKey,
  isGenerationError,
  keyScope,
  listModels,
  loadKey,
  loadProxiedEndpoints,
  saveKey,
  type Protocol,
} from '../../../shared/generation';
import { createValueStore, patchValue, type ValueStore } from '../../../shared/viewState/valueStore';
import { CUSTOM_PROVIDER_ID, providerChoices, type ProviderChoice } from './modelSettings';
import { t } from '../../../i18n/i18n';

/** An endpoint as a history record names it (its protocol unknown for records kept before the protocol was). */
export interface NamedEndpoint {
  provider: string;
  protocol: Protocol | null;
  baseUrl: string;
  model: string;
}

/** The endpoint the fields show, with its key. */
export interface ChosenEndpoint {
  provider: string;
  protocol: Protocol;
  baseUrl: string;
  model: string;
  apiKey: string;
}

export interface EndpointFields {
  /** The operator's proxied endpoints (once their file is read), then Custom. */
  choices: ProviderChoice[];
  providerId: string;
  baseUrl: string;
  protocol: Protocol;
  model: string;
  /** The models to pick from (the endpoint's list once loaded). */
  models: string[];
  apiKey: string;
  /** What happened to the models list, the key, or the operator's endpoint file. */
  message: { tone: 'info' | 'error'; text: string } | null;
}

export interface ModelSettings {
  /** The fields as the user sees them; the views that show them subscribe. */
  fields: ValueStore<EndpointFields>;
  setProvider(id: string): void;
  setBaseUrl(url: string): void;
  setProtocol(protocol: Protocol): void;
  setModel(model: string): void;
  /** Asks the endpoint's models list; its outcome goes to `message`. */
  loadModels(): void;
  /** Sets the key and keeps it in the key store for the base URL shown (an empty key forgets it). */
  setApiKey(key: string): void;
  forgetKey(): void;
  /** Puts the remembered endpoint back (a choice the operator's file then never overrides), with the key the key store has for it. */
  restore(remembered: RememberedEndpoint): void;
  /** Puts a past request's endpoint back in the fields (its provider if still offered, else Custom) and returns it with its key. */
  chooseEndpoint(endpoint: NamedEndpoint): ChosenEndpoint;
  /** The endpoint the fields show at this moment, with its key: what a request is sent to. */
  current(): ChosenEndpoint;
  /** Reads the operator's proxied endpoints, once, the first time the user turns to Generate's fields. */
  wake(): void;
  /** Stops reading the operator's file (the page is left). */
  dispose(): void;
}

/** What is remembered of the endpoint for the session and across reloads: never the key (the key store keeps that). */
export type RememberedEndpoint = Pick<EndpointFields, 'providerId' | 'baseUrl' | 'protocol' | 'model' | 'models'>;

/** Custom, which every list of choices ends with. */
const customOf = (choices: readonly ProviderChoice[]): ProviderChoice => choices.find((choice) => choice.custom) ?? choices[0];

/** The provider the fields name (Custom's place when the id is no longer offered). */
export function providerOf(fields: EndpointFields): ProviderChoice {
  return fields.choices.find((choice) => choice.id === fields.providerId) ?? customOf(fields.choices);
}

/** A provider's own fields: its base URL, protocol, models (the first chosen) and the key saved for its base URL. */
function fieldsOf(choice: ProviderChoice): Omit<EndpointFields, 'choices'> {
  return {
    providerId: choice.id,
    baseUrl: choice.baseUrl,
    protocol: choice.protocol,
    models: choice.models,
    model: choice.models[0] ?? '',
    apiKey: loadKey(choice.baseUrl),
    message: null,
  };
}

export function createModelSettings(): ModelSettings {
  const initialChoices = providerChoices([]);
  // Until the operator's file names endpoints, the fields start on Custom (a preset would name a provider unasked).
  const fields = createValueStore<EndpointFields>({ choices: initialChoices, ...fieldsOf(customOf(initialChoices)) });
  const change = (next: Partial<EndpointFields>) => patchValue(fields, next);
  const choose = (choice: ProviderChoice) => change(fieldsOf(choice));
  /** Set once the user picks a provider or base URL: the endpoints file then never overrides their choice. */
  let userChose = false;
  let woken = false;
  let reading: AbortController | null = null;

  const settings: ModelSettings = {
    fields,
    setProvider(id) {
      const choice = fields.get().choices.find((c) => c.id === id);
      userChose = true;
      if (choice) choose(choice);
    },
    setBaseUrl(url) {
      userChose = true;
      change({ baseUrl: url, apiKey: loadKey(url) });
    },
    restore(remembered) {
      userChose = true;
      change({ ...remembered, apiKey: loadKey(remembered.baseUrl), message: null });
      // A proxied provider is offered once the operator's file is read: read it now, so the field names it at once.
      if (!fields.get().choices.some((choice) => choice.id === remembered.providerId)) settings.wake();
    },
    setProtocol: (protocol) => change({ protocol }),
    setModel: (model) => change({ model }),
    setApiKey(key) {
      const kept = saveKey(fields.get().baseUrl, key);
      change({
        apiKey: key,
        message: kept || key === '' ? null : { tone: 'info', text: t('dynamic.endpoint.keyNotKept') },
      });
    },
    forgetKey() {
      const { baseUrl } = fields.get();
      forgetKey(baseUrl);
      change({
        apiKey: '',
        message: {
          tone: 'info',
          text: baseUrl ? t('dynamic.endpoint.keyForgotten', { address: baseUrl }) : t('dynamic.endpoint.keyForgottenThis'),
        },
      });
    },
    chooseEndpoint(wanted) {
      const now = fields.get();
      const same = (choice: ProviderChoice) =>
        choice.label === wanted.provider &&
        keyScope(choice.baseUrl) === keyScope(wanted.baseUrl) &&
        (wanted.protocol === null || choice.protocol === wanted.protocol);
      const choice = now.choices.find((c) => !c.custom && same(c));
      const protocol = choice?.protocol ?? wanted.protocol ?? now.protocol;
      // The key typed now serves the same endpoint; another endpoint's comes from the key store.
      const apiKey = keyScope(wanted.baseUrl) === keyScope(now.baseUrl) ? now.apiKey : loadKey(wanted.baseUrl);
      userChose = true;
      change({
        providerId: choice?.id ?? CUSTOM_PROVIDER_ID,
        protocol,
        models: choice?.models ?? [],
        baseUrl: wanted.baseUrl,
        model: wanted.model,
        apiKey,
        message: null,
      });
      return { provider: choice?.label ?? 'Custom', protocol, baseUrl: wanted.baseUrl, model: wanted.model, apiKey };
    },
    current() {
      const now = fields.get();
      return { provider: providerOf(now).label, protocol: now.protocol, baseUrl: now.baseUrl, model: now.model, apiKey: now.apiKey };
    },
    loadModels() {
      const { protocol, baseUrl, apiKey } = fields.get();
      change({ message: { tone: 'info', text: t('dynamic.endpoint.asking') } });
      listModels({ protocol, baseUrl, apiKey: apiKey || undefined })
        .then((ids) => {
          // An empty Model field takes the first listed model, so the list is one step from a request.
          const model = fields.get().model;
          // One change: the list, the model and the message reach the fields' views in one render.
          change({
            ...(ids.length > 0 ? { models: ids, model: model.trim() === '' ? ids[0] : model } : {}),
            message: {
              tone: 'info',
              text:
                ids.length > 0
                  ? t('dynamic.endpoint.listed', { count: ids.length, n: String(ids.length) })
                  : t('dynamic.endpoint.noneListed'),
            },
          });
        })
        .catch((error: unknown) =>
          change({
            message: {
              tone: 'error',
              text: isGenerationError(error) ? error.message : t('dynamic.endpoint.listFailed', { reason: String(error) }),
            },
          }),
        );
    },
    // The operator's proxied endpoints (absent file: none); the first one is chosen, since it works without a key. Read when
    // the user first turns to these fields, not on every visit: an absent file is a 404 that the browser logs as an error.
    wake() {
      if (woken) return;
      woken = true;
      const controller = new AbortController();
      reading = controller;
      loadProxiedEndpoints({ signal: controller.signal })
        .then((found) => {
          if (controller.signal.aborted) return;
          reading = null;
          if (found.problems)
            change({ message: { tone: 'error', text: found.problems.map((problem) => t(problem.id, problem.values)).join(' ') } });
          if (found.endpoints.length === 0) return;
          const choices = providerChoices(found.endpoints);
          change({ choices });
          if (!userChose) choose(choices[0]);
        })
        .catch(() => undefined);
    },
    dispose() {
      if (!reading) return;
      reading.abort();
      reading = null;
      // An unfinished read starts again if these fields are shown again.
      woken = false;
    },
  };
  return settings;
}
