// Asking the model: each request streams its answer into the Generate player (so the picture builds up through the same
// per-frame render as the stream player), Stop aborts, and the outcome is a message; the conversation continues with
// "Change it" and "Fix with the model".
import { startTransition, useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import type { Diagnostic } from '../../../engine';
import { splitChatAnswer } from '../../../shared/opening/fence';
import { howSpecWasFound } from '../../../shared/generation/repairs';
import { isGenerationError, stoppedMessage, streamChat, type ChatMessage, type Protocol } from '../../../shared/generation';
import { createBatchPerFrame } from '../../../runtime/scheduling/batchPerFrame';
import type { PlayerAction } from '../stream/player';
import { changeTurn, firstTurn, fixTurn, MAX_FIX_ROUNDS, requestMessages, type FirstRequest } from './conversation';
import type { GenerationFields, GenerationRecord } from './generationHistory';
import { instructionOverLimit, requestOverLimits } from './requestLimits';
import { formatCount } from '../../../engine';
import { t } from '../../../i18n/i18n';

export interface Endpoint {
  provider: string;
  protocol: Protocol;
  baseUrl: string;
  model: string;
  apiKey: string;
  /** Give up when nothing arrives for this long. */
  stallMs: number;
}

/** Which endpoint to ask, without the page's silence limit. */
export type EndpointChoice = Omit<Endpoint, 'stallMs'>;

/** What a finished request hands the history: the fields it knows (the page adds the repaired spec). */
export type FinishedGeneration = Omit<GenerationFields, 'repairedSpec'>;

export type GenerationStatus =
  { kind: 'idle' } | { kind: 'streaming'; what: string } | { kind: 'ended'; tone: 'info' | 'error'; message: string };

/** An answer shown again: the request it answered and its text. */
export type ShownAnswer = Pick<GenerationRecord, 'prompt' | 'data' | 'answer'> & { hint?: string };

export interface Generation {
  status: GenerationStatus;
  /** The user and model turns so far (the system prompt is added to each request). */
  turns: ChatMessage[];
  /** The last answer that ended normally (what the repairs work on), null while none or while one streams. */
  answer: string | null;
  /** Counts the answers put in the player (the same answer reopened counts again: its repairs are drawn again). */
  answerShown: number;
  /** "Fix with the model" rounds since the last prompt or change. */
  fixRounds: number;
  /** The prompt, data and hint that began this conversation. */
  request: FirstRequest;
  /** Sends a first request to the endpoint chosen now, or to `target` (a retry asks the endpoint its record names). */
  generate(request: FirstRequest, target?: EndpointChoice): void;
  change(instruction: string): void;
  fix(diagnostics: readonly Diagnostic[]): void;
  stop(): void;
  /**
   * Shows a past answer as if it had just arrived, and continues its conversation (a reopened generation, or the last answer
   * put back when the page is shown again); `message` says where it came from.
   */
  reopen(record: ShownAnswer, message?: string): void;
}

interface Options {
  dispatch: Dispatch<PlayerAction>;
  /** The endpoint, system prompt and silence limit as chosen now, read as a request is sent (not at the page's last render). */
  sendSettings(): { endpoint: EndpointChoice; systemPrompt: string; stallMs: number };
  /** A request that finished with an answer (what the history keeps; never the key). */
  onFinished(fields: FinishedGeneration): void;
}

export function useGeneration({ dispatch, sendSettings, onFinished }: Options): Generation {
  const [status, setStatus] = useState<GenerationStatus>({ kind: 'idle' });
  const [turns, setTurns] = useState<ChatMessage[]>([]);
  const [fixRounds, setFixRounds] = useState(0);
  const [answer, setAnswer] = useState<string | null>(null);
  const [answerShown, setAnswerShown] = useState(0);
  const [first, setFirst] = useState<FirstRequest>({ prompt: '', data: '', hint: '' });
  const controller = useRef<AbortController | null>(null);
  /** Stops the request on its way now: aborts it and says so in the same click, keeping what arrived. */
  const stopCurrent = useRef<(() => void) | null>(null);
  const latest = useRef({ sendSettings, onFinished, turns, first });
  useEffect(() => {
    latest.current = { sendSettings, onFinished, turns, first };
  });
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    (previous: ChatMessage[], userTurn: string, what: string, request: FirstRequest, chosen?: EndpointChoice) => {
      const { sendSettings: settingsNow, onFinished: finished } = latest.current;
      const { endpoint: chosenNow, systemPrompt: system, stallMs } = settingsNow();
      const target: Endpoint = { ...(chosen ?? chosenNow), stallMs };
      const [noBase, noModel] = [target.baseUrl.trim() === '', target.model.trim() === ''];
      if (noBase || noModel) {
        const missing =
          noBase && noModel
            ? 'dynamic.generate.missing.both'
            : noBase
              ? 'dynamic.generate.missing.baseUrl'
              : 'dynamic.generate.missing.model';
        setStatus({ kind: 'ended', tone: 'error', message: t(missing) });
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const conversation: ChatMessage[] = [...previous, { role: 'user', content: userTurn }];
      setTurns(conversation);
      setStatus({ kind: 'streaming', what });
      setAnswer(null);
      // The last picture stays until the new answer's first text arrives: a request that fails at once (a bad key, no server)
      // must not leave an empty stage where the user's last result was.
      let started = false;
      let arrived = '';
      // What arrives in a frame is one player update, a transition (React renders the views in slices that yield to paint).
      const pieces = createBatchPerFrame<string>((batch) => {
        // A newer request (or a reopened answer) took over the player: nothing more of this one goes in.
        if (controller.current !== current) return;
        startTransition(() => {
          if (!started) dispatch({ type: 'liveStart' });
          started = true;
          dispatch({ type: 'liveAppend', pieces: batch });
        });
      });
      const ended = (answer: string, tone: 'info' | 'error', message: string) => {
        // A newer request (or a reopened answer) took over the player: this one's end is no longer shown.
        if (controller.current !== current) return;
        pieces.flush();
        controller.current = null;
        stopCurrent.current = null;
        if (started) dispatch({ type: 'liveEnd' });
        setStatus({ kind: 'ended', tone, message });
        if (answer === '') return;
        setTurns([...conversation, { role: 'assistant', content: answer }]);
        finished({
          prompt: request.prompt,
          data: request.data,
          provider: target.provider,
          protocol: target.protocol,
          baseUrl: target.baseUrl,
          model: target.model,
          answer,
          spec: splitChatAnswer(answer).spec ?? '',
        });
      };
      stopCurrent.current = () => {
        current.abort();
        ended(arrived, 'info', stoppedMessage());
      };
      streamChat({
        protocol: target.protocol,
        baseUrl: target.baseUrl.trim(),
        model: target.model.trim(),
        apiKey: target.apiKey.trim() || undefined,
        messages: requestMessages(system, previous, userTurn),
        signal: current.signal,
        stallMs: target.stallMs,
        onText: (piece, text) => {
          arrived = text;
          if (piece) pieces.push(piece);
        },
      }).then(
        (result) => {
          setAnswer(result.text);
          setAnswerShown((count) => count + 1);
          // The same reading of the answer as the repairs that draw it, so this says what was drawn and how it was found.
          const found = howSpecWasFound(result.text);
          const cut = result.finishReason === 'length' ? t('dynamic.generate.cutShort') : '';
          if (found === null) ended(result.text, 'error', t('dynamic.generate.proseOnly') + cut);
          else
            ended(
              result.text,
              'info',
              [t('dynamic.generate.answered', { model: target.model, count: formatCount(result.text.length) }), ...found].join(' ') + cut,
            );
        },
        (error: unknown) => {
          const partial = isGenerationError(error) ? error.partialText : '';
          const message = isGenerationError(error) ? error.message : t('dynamic.generate.failed', { reason: String(error) });
          ended(partial, isGenerationError(error) && error.kind === 'aborted' ? 'info' : 'error', message);
        },
      );
    },
    [dispatch],
  );

  /** True (and says why) when a text to send is over its limit: nothing is built or sent (requestLimits.ts). */
  const refused = useCallback((messages: ReadonlyArray<string | null | undefined>) => {
    const over = messages.filter((message): message is string => Boolean(message));
    if (over.length > 0) setStatus({ kind: 'ended', tone: 'error', message: over.join(' ') });
    return over.length > 0;
  }, []);

  const generate = useCallback(
    (request: FirstRequest, target?: EndpointChoice) => {
      const { systemPrompt } = latest.current.sendSettings();
      if (refused(Object.values(requestOverLimits({ ...request, systemPrompt })))) return;
      setFirst(request);
      setFixRounds(0);
      send([], firstTurn(request), t('dynamic.generate.generating'), request, target);
    },
    [send, refused],
  );
  const change = useCallback(
    (instruction: string) => {
      if (refused([instructionOverLimit(instruction)])) return;
      setFixRounds(0);
      send(latest.current.turns, changeTurn(instruction), t('dynamic.generate.changing'), latest.current.first);
    },
    [send, refused],
  );
  const fix = useCallback(
    (diagnostics: readonly Diagnostic[]) => {
      setFixRounds((rounds) => rounds + 1);
      send(latest.current.turns, fixTurn(diagnostics), t('dynamic.generate.fixing'), latest.current.first);
    },
    [send],
  );
  const stop = useCallback(() => stopCurrent.current?.(), []);
  const reopen = useCallback(
    (record: ShownAnswer, message = t('dynamic.generate.reopened')) => {
      controller.current?.abort();
      controller.current = null;
      stopCurrent.current = null;
      const request = { prompt: record.prompt, data: record.data, hint: record.hint ?? '' };
      setFirst(request);
      setTurns([
        { role: 'user', content: firstTurn(request) },
        { role: 'assistant', content: record.answer },
      ]);
      setFixRounds(0);
      dispatch({ type: 'liveStart' });
      dispatch({ type: 'liveAppend', pieces: [record.answer] });
      setAnswer(record.answer);
      setAnswerShown((count) => count + 1);
      dispatch({ type: 'liveEnd' });
      setStatus({ kind: 'ended', tone: 'info', message });
    },
    [dispatch],
  );

  return {
    status,
    turns,
    answer,
    answerShown,
    fixRounds: Math.min(fixRounds, MAX_FIX_ROUNDS),
    request: first,
    generate,
    change,
    fix,
    stop,
    reopen,
  };
}
