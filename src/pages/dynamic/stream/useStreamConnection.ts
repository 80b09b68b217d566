// Following a real stream: Connect feeds the player live (what arrives in a frame is one update), Stop aborts and answers at
// once; the outcome is a message a user can act on, kept in a value store that only the connection's view reads.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createValueStore, type ValueStore } from '../../../shared/viewState/valueStore';
import type { PlayerAction } from './player';
import { sameOriginUrl } from '../shared/sameOrigin';
import { createBatchPerFrame } from '../../../runtime/scheduling/batchPerFrame';
import { readSpecStream, type StreamShape } from './readSpecStream';
import { addressLabel, type StreamEnd } from '../shared/fetchStreaming';
import { formatCount } from '../../../engine';
import { t } from '../../../i18n/i18n';

export type ConnectionState =
  | { kind: 'idle' }
  | { kind: 'connecting'; label: string }
  | { kind: 'streaming'; label: string; shape: StreamShape }
  | { kind: 'ended'; label: string; tone: 'info' | 'error'; message: string };

export interface StreamConnection {
  connection: ValueStore<ConnectionState>;
  connect(address: string, stallSeconds: number): void;
  stop(): void;
}

export function useStreamConnection(dispatch: (action: PlayerAction) => void): StreamConnection {
  const [connection] = useState(() => createValueStore<ConnectionState>({ kind: 'idle' }));
  const setConnection = connection.set;
  /** Ends the current connection now (Stop, a new Connect, leaving the page). */
  const stopCurrent = useRef<(() => void) | null>(null);

  // Stop answers in its own click: the reader is aborted and the connection says so at once, without waiting for the
  // aborted read to come back (a fast stream may have more chunks queued behind it).
  const stop = useCallback(() => stopCurrent.current?.(), []);
  useEffect(() => () => stopCurrent.current?.(), []);

  const connect = useCallback(
    (address: string, stallSeconds: number) => {
      const target = sameOriginUrl(address);
      if (!target.ok) {
        setConnection({ kind: 'ended', label: address, tone: 'error', message: target.message });
        return;
      }
      stopCurrent.current?.();
      const controller = new AbortController();
      const label = addressLabel(target.url);
      setConnection({ kind: 'connecting', label });
      let characters = 0;
      let opened = false;
      let finished = false;
      // A frame's pieces are one player update (a transition, so React renders the views in slices that yield to paint).
      const pieces = createBatchPerFrame<string>((batch) => startTransition(() => dispatch({ type: 'liveAppend', pieces: batch })));
      const finish = (end: StreamEnd) => {
        if (finished) return;
        finished = true;
        if (stopCurrent.current === stopThis) stopCurrent.current = null;
        pieces.flush();
        if (opened) dispatch({ type: 'liveEnd' });
        const received = { count: formatCount(characters), address: label };
        if (end.kind === 'done') setConnection({ kind: 'ended', label, tone: 'info', message: t('dynamic.stream.ended', received) });
        else if (end.kind === 'stopped')
          setConnection({ kind: 'ended', label, tone: 'info', message: t('dynamic.stream.stopped', received) });
        else if (!opened)
          setConnection({ kind: 'ended', label, tone: 'error', message: t('dynamic.stream.failedUnchanged', { message: end.message }) });
        else setConnection({ kind: 'ended', label, tone: 'error', message: end.message });
      };
      const stopThis = () => {
        controller.abort();
        finish({ kind: 'stopped' });
      };
      stopCurrent.current = stopThis;
      void readSpecStream(target.url, {
        signal: controller.signal,
        stallMs: Math.max(0.1, stallSeconds) * 1000,
        // The text on screen is replaced only once a stream answers: a failed connect leaves the user's text as it was.
        onOpen: (shape) => {
          if (finished) return;
          opened = true;
          dispatch({ type: 'liveStart' });
          setConnection({ kind: 'streaming', label, shape });
        },
        onPiece: (piece) => {
          if (finished) return;
          characters += piece.length;
          if (piece) pieces.push(piece);
        },
      }).then(finish);
    },
    [dispatch, setConnection],
  );

  return useMemo(() => ({ connection, connect, stop }), [connection, connect, stop]);
}

export function connectionText(connection: ConnectionState): string {
  switch (connection.kind) {
    case 'idle':
      return '';
    case 'connecting':
      return t('dynamic.stream.connecting', { address: connection.label });
    case 'streaming':
      return t(connection.shape === 'text' ? 'dynamic.stream.streamingText' : 'dynamic.stream.streamingEvents', {
        address: connection.label,
      });
    case 'ended':
      return connection.message;
  }
}

/** True while a stream writes into the Spec text. */
export function isConnected(connection: ConnectionState): boolean {
  return connection.kind === 'connecting' || connection.kind === 'streaming';
}
