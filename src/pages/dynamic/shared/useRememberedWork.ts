// What the Dynamic page keeps for the session and across reloads, in one place: Generate's request (with the follow-up typed in
// "Change it"), endpoint (never the key: the key store has it) and last answer (its picture is drawn again from it), the Spec
// text and its position, and Live data's source and title. These are the page's own work, not a document's (the page writes
// to a document only when asked), so each is kept under the page's key. Called by the page right after it created the stores,
// before any view reads them.
import { useEffect, useState } from 'react';
import { createValueStore, patchValue, type ValueStore } from '../../../shared/viewState/valueStore';
import { fieldsOf, useRememberedStore, type Remembering } from '../../../shared/viewState/rememberedStore';
import type { Protocol } from '../../../shared/generation';
import type { EndpointFields } from '../generate/endpointFields';
import type { RequestFields } from '../generate/requestFields';
import type { GenerateMode } from '../generate/useGenerateMode';
import type { ShownAnswer } from '../generate/useGeneration';
import type { DataForm } from '../liveData/LiveDataView';
import type { PlayerState } from '../stream/player';
import type { LiveData, LiveDataState, LiveSourceKind } from '../liveData/useLiveData';
import type { StreamMode } from '../stream/useStreamMode';
import { t } from '../../../i18n/i18n';

export const WORK_KEYS = {
  request: 'generate.request',
  endpoint: 'generate.endpoint',
  answer: 'generate.answer',
  spec: 'dynamic.spec',
  liveSource: 'dynamic.live.source',
  liveChoices: 'dynamic.live.choices',
} as const;

const PROTOCOLS: readonly string[] = ['openai', 'anthropic', 'ollama'] satisfies Protocol[];
const SOURCE_KINDS: readonly string[] = ['poll', 'feed', 'file'] satisfies LiveSourceKind[];
const REQUEST_SHAPE = { prompt: 'string', data: 'string', hint: 'string', stallSeconds: 'number' } as const;
const INSTRUCTION_SHAPE = { instruction: 'string' } as const;
const ENDPOINT_SHAPE = { providerId: 'string', baseUrl: 'string', protocol: 'string', model: 'string', models: 'strings' } as const;
const ANSWER_SHAPE = { prompt: 'string', data: 'string', hint: 'string', answer: 'string' } as const;

interface Stores {
  generate: GenerateMode;
  spec: StreamMode;
  live: LiveData;
  dataForm: ValueStore<DataForm>;
  /** A /dynamic?prompt=… link's prompt wins over the remembered one. */
  linkedPrompt: boolean;
}

function requestRemembering(fields: ValueStore<RequestFields>, linkedPrompt: boolean): Remembering<RequestFields> {
  return {
    save: ({ prompt, data, hint, stallSeconds, instruction }) => ({ prompt, data, hint, stallSeconds, instruction }),
    restore(raw) {
      const read = fieldsOf(raw, REQUEST_SHAPE);
      if (!read || read.stallSeconds <= 0) return false;
      // A record from before "Change it" was kept has no instruction: the rest of it still comes back.
      const instruction = fieldsOf(raw, INSTRUCTION_SHAPE)?.instruction ?? '';
      patchValue(fields, { ...read, instruction, ...(linkedPrompt ? { prompt: fields.get().prompt } : {}) });
      return true;
    },
  };
}

function endpointRemembering(generate: GenerateMode): Remembering<EndpointFields> {
  return {
    save: ({ providerId, baseUrl, protocol, model, models }) => ({ providerId, baseUrl, protocol, model, models }),
    restore(raw) {
      const read = fieldsOf(raw, ENDPOINT_SHAPE);
      if (!read || !PROTOCOLS.includes(read.protocol)) return false;
      generate.settings.restore({ ...read, protocol: read.protocol as Protocol });
      return true;
    },
  };
}

function answerRemembering(generate: GenerateMode): Remembering<ShownAnswer | null> {
  return {
    save: (shown) => ({ ...shown }),
    restore(raw) {
      const read = fieldsOf(raw, ANSWER_SHAPE);
      if (!read || read.answer === '') return false;
      generate.generation.reopen(read, t('dynamic.remembered.answer'));
      return true;
    },
  };
}

function specRemembering(spec: StreamMode): Remembering<PlayerState> {
  return {
    save: ({ text, position }) => ({ text, position }),
    restore(raw) {
      const read = fieldsOf(raw, { text: 'string', position: 'number' });
      if (!read) return false;
      spec.restoreText(read.text, read.position);
      return true;
    },
  };
}

function liveSourceRemembering(form: ValueStore<DataForm>): Remembering<DataForm> {
  return {
    save: ({ kind, url, intervalSeconds }) => ({ kind, url, intervalSeconds }),
    restore(raw) {
      const read = fieldsOf(raw, { kind: 'string', url: 'string', intervalSeconds: 'number' });
      if (!read || !SOURCE_KINDS.includes(read.kind)) return false;
      form.set({ ...read, kind: read.kind as LiveSourceKind });
      return true;
    },
  };
}

function liveChoicesRemembering(live: LiveData): Remembering<LiveDataState> {
  return {
    save: ({ template, title }) => ({ template, title }),
    restore(raw) {
      const read = fieldsOf(raw, { template: 'string', title: 'string' });
      if (!read) return false;
      patchValue(live.state, read);
      return true;
    },
  };
}

export function useRememberedWork({ generate, spec, live, dataForm, linkedPrompt }: Stores): void {
  // The last answer that ended normally, with the request it answered (a store, so it is remembered like the fields).
  const [answer] = useState(() => createValueStore<ShownAnswer | null>(null));
  const { answer: text, request } = generate.generation;
  useEffect(() => {
    if (text !== null) answer.set({ ...request, answer: text });
  }, [answer, text, request]);

  useRememberedStore(WORK_KEYS.request, generate.fields, requestRemembering(generate.fields, linkedPrompt));
  useRememberedStore(WORK_KEYS.endpoint, generate.settings.fields, endpointRemembering(generate));
  useRememberedStore(WORK_KEYS.answer, answer, answerRemembering(generate));
  useRememberedStore(WORK_KEYS.spec, spec.player.state, specRemembering(spec));
  useRememberedStore(WORK_KEYS.liveSource, dataForm, liveSourceRemembering(dataForm));
  useRememberedStore(WORK_KEYS.liveChoices, live.state, liveChoicesRemembering(live));
}
