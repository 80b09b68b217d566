// The stream player as a hook: the state, a timer that plays chunks at the chosen rate, and one drawing per frame.
import { startTransition, useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import type { ChunkOptions } from './chunking';
import { createFrameThrottle, type FrameThrottle } from './frameThrottle';
import { initialPlayer, playerReducer, type PlayerAction, type PlayerState } from './player';
import { drawPosition, FRESH_MEMORY, type FrameDrawer, type FrameMemory, type FrameOutcome } from './streamFrame';

/** Chunks per second; Infinity plays one chunk per task, as fast as the page can take them. */
export type Speed = number;

export interface StreamPlayer {
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
  /** The latest drawn prefix's spec and sorted errors (null before the first drawing, or while waiting). */
  check: FrameOutcome['check'];
}

interface Options {
  initialText: string;
  chunking: ChunkOptions;
  speed: Speed;
  /** Null until the engine is ready: nothing is drawn before. */
  drawer: FrameDrawer | null;
  /** False while another view owns the picture. */
  active: boolean;
}

export function useStreamPlayer({ initialText, chunking, speed, drawer, active }: Options): StreamPlayer {
  const [state, dispatch] = useReducer(playerReducer, undefined, () => initialPlayer(initialText, chunking));
  const [check, setCheck] = useState<FrameOutcome['check']>(null);
  const stateRef = useRef(state);
  const memory = useRef<FrameMemory>(FRESH_MEMORY);
  const drawerRef = useRef(drawer);
  const activeRef = useRef(active);
  useEffect(() => {
    stateRef.current = state;
    drawerRef.current = drawer;
    activeRef.current = active;
  });

  const draw = useCallback((position: number) => {
    const current = drawerRef.current;
    // A frame asked for before the view changed must not draw over the other view's picture.
    if (!current || !activeRef.current) return;
    // The engine draws now; every React update this causes (the preview's state, the timeline, the summary) is a transition,
    // which React renders in slices that yield to paint, so it never adds its work to the frame that drew the picture.
    startTransition(() => {
      const outcome = drawPosition(stateRef.current, position, memory.current, current);
      memory.current = outcome.memory;
      if (outcome.updates.length > 0) dispatch({ type: 'record', updates: outcome.updates });
      if (outcome.check || position === 0) setCheck(outcome.check);
    });
  }, []);
  const throttle = useRef<FrameThrottle<number> | null>(null);
  useEffect(() => {
    const created = createFrameThrottle(draw);
    throttle.current = created;
    return () => created.cancel();
  }, [draw]);

  // A new run (Restart, a new text, a new connection) starts the picture over.
  useEffect(() => {
    memory.current = FRESH_MEMORY;
  }, [state.run]);

  // Every change of what is shown asks for a drawing in the next frame; the newest position wins.
  useEffect(() => {
    if (active && drawer) throttle.current?.schedule(state.position);
  }, [active, drawer, state.position, state.run, state.chunks, state.live]);

  // Returning to this view redraws from scratch (the other view drew its own picture meanwhile).
  useEffect(() => {
    if (active) memory.current = FRESH_MEMORY;
  }, [active]);

  // Playing: chunks come due at the chosen rate, counted from when play (or the new speed) began, so timer jitter never drifts.
  useEffect(() => {
    if (!state.playing) return;
    const startPosition = stateRef.current.position;
    const total = stateRef.current.chunks.length;
    const startTime = performance.now();
    let position = startPosition;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      if (speed === Infinity) position += 1;
      else position = startPosition + Math.floor(((performance.now() - startTime) * speed) / 1000);
      // Chunks due between two frames batch into one React render, which yields to paint (the picture has its own throttle).
      startTransition(() => dispatch({ type: 'advance', to: position }));
      if (position >= total) return;
      const due = speed === Infinity ? 0 : startTime + ((position - startPosition + 1) * 1000) / speed - performance.now();
      timer = setTimeout(tick, Math.max(0, due));
    };
    timer = setTimeout(tick, speed === Infinity ? 0 : 1000 / speed);
    return () => clearTimeout(timer);
  }, [state.playing, state.run, speed]);

  return { state, dispatch, check };
}
