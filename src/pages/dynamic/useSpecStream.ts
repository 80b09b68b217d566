// Following a real stream: Connect feeds the player live, Stop aborts; the outcome is a message a user can act on, kept in a
// value store that only the connection's view reads.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createValueStore, type ValueStore } from '../../shared/viewState/valueStore';
import type { PlayerAction } from './player';
import { sameOriginUrl } from './sameOrigin';
import { streamSpec, type StreamShape } from './specStream';
import { addressLabel } from './streamClient';
import { formatCount } from '../../engine';

export type ConnectionState =
  | { kind: 'idle' }
  | { kind: 'connecting'; label: string }
  | { kind: 'streaming'; label: string; shape: StreamShape }
  | { kind: 'ended'; label: string; tone: 'info' | 'error'; message: string };

export interface SpecStream {
  connection: ValueStore<ConnectionState>;
  connect(address: string, stallSeconds: number): void;
  stop(): void;
}

const SHAPE_NAMES: Record<StreamShape, string> = { text: 'plain text', events: 'server-sent events' };

export function useSpecStream(dispatch: (action: PlayerAction) => void): SpecStream {
  const [connection] = useState(() => createValueStore<ConnectionState>({ kind: 'idle' }));
  const setConnection = connection.set;
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);

  const connect = useCallback(
    (address: string, stallSeconds: number) => {
      const target = sameOriginUrl(address);
      if (!target.ok) {
        setConnection({ kind: 'ended', label: address, tone: 'error', message: target.message });
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const label = addressLabel(target.url);
      setConnection({ kind: 'connecting', label });
      let characters = 0;
      let opened = false;
      void streamSpec(target.url, {
        signal: current.signal,
        stallMs: Math.max(0.1, stallSeconds) * 1000,
        // The text on screen is replaced only once a stream answers: a failed connect leaves the user's text as it was.
        onOpen: (shape) => {
          opened = true;
          dispatch({ type: 'liveStart' });
          setConnection({ kind: 'streaming', label, shape });
        },
        onPiece: (piece) => {
          characters += piece.length;
          dispatch({ type: 'liveAppend', piece });
        },
      }).then((end) => {
        if (controller.current === current) controller.current = null;
        if (opened) dispatch({ type: 'liveEnd' });
        const received = `${formatCount(characters)} characters arrived`;
        if (end.kind === 'done')
          setConnection({ kind: 'ended', label, tone: 'info', message: `The stream from ${label} ended: ${received}.` });
        else if (end.kind === 'stopped')
          setConnection({ kind: 'ended', label, tone: 'info', message: `Stopped: ${received} from ${label}; they stay on screen.` });
        else if (!opened) setConnection({ kind: 'ended', label, tone: 'error', message: `${end.message} Your text is unchanged.` });
        else setConnection({ kind: 'ended', label, tone: 'error', message: end.message });
      });
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
      return `Connecting to ${connection.label}…`;
    case 'streaming':
      return `Streaming ${SHAPE_NAMES[connection.shape]} from ${connection.label}…`;
    case 'ended':
      return connection.message;
  }
}

/** True while a stream writes into the Spec text. */
export function isConnected(connection: ConnectionState): boolean {
  return connection.kind === 'connecting' || connection.kind === 'streaming';
}
