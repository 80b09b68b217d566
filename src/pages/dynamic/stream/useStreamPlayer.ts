// The stream player as a hook: its state in a value store (views subscribe to what they show, the page never re-renders for
// it), a timer that plays chunks at the chosen rate, and one drawing per frame.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createValueStore, type ValueStore } from '../../../shared/viewState/valueStore';
import { createLatestPerFrame, type LatestPerFrame } from '../../../runtime/scheduling/latestPerFrame';
import { tooSlowToFollow, type DrawCost } from './liveDrawBudget';
import { initialPlayer, playerReducer, prefixLength, type PlayerAction, type PlayerState } from './player';
import { chunkingOf, type PlayerSettings } from './playerSettings';
import { drawPosition, FRESH_MEMORY, type FrameDrawer, type FrameMemory, type FrameOutcome } from './streamFrame';

export type PlayerCheck = FrameOutcome['check'];

export interface StreamPlayer {
  state: ValueStore<PlayerState>;
  /** Applies an action to the state; stable for the page's life. */
  dispatch(action: PlayerAction): void;
  /** The latest drawn prefix's spec and sorted errors (null before the first drawing, or while waiting). */
  check: ValueStore<PlayerCheck>;
  /**
   * Once a live text grew past what the engine draws within the budget: its last drawing (null otherwise). The picture then
   * stays as it is until drawWhole() or a move of the position by hand.
   */
  heldBack: ValueStore<DrawCost | null>;
  /** Draws the picture that waited (the user asked for it, whatever it takes). */
  drawWhole(): void;
}

interface Options {
  initialText: string;
  /** Read for the chunking of the first text and for the speed while playing. */
  settings: ValueStore<PlayerSettings>;
  /** Null until the engine is ready: nothing is drawn before. */
  drawer: FrameDrawer | null;
  /** False while another view owns the picture. */
  active: boolean;
}

/** What, changed, asks for a new drawing. */
function shownChanged(a: PlayerState, b: PlayerState): boolean {
  return a.position !== b.position || a.run !== b.run || a.chunks !== b.chunks || a.live !== b.live;
}

export function useStreamPlayer({ initialText, settings, drawer, active }: Options): StreamPlayer {
  const [state] = useState(() => createValueStore(initialPlayer(initialText, chunkingOf(settings.get()))));
  const [check] = useState(() => createValueStore<PlayerCheck>(null));
  const [heldBack] = useState(() => createValueStore<DrawCost | null>(null));
  const lastDraw = useRef<DrawCost | null>(null);
  const dispatch = useCallback((action: PlayerAction) => state.set(playerReducer(state.get(), action)), [state]);
  const memory = useRef<FrameMemory>(FRESH_MEMORY);
  const drawerRef = useRef(drawer);
  const activeRef = useRef(active);
  useEffect(() => {
    drawerRef.current = drawer;
    activeRef.current = active;
  });

  const draw = useCallback(
    (position: number) => {
      const current = drawerRef.current;
      // A frame asked for before the view changed must not draw over the other view's picture.
      if (!current || !activeRef.current) return;
      const now = state.get();
      const chars = prefixLength(now, position);
      // A live text too long to draw each frame stops being drawn: after the stream (or Stop) the picture is drawn on request
      // (drawWhole) or when the position is moved by hand, never by itself, so no heavy work follows the end.
      if (heldBack.get()) return;
      if (now.live && tooSlowToFollow(lastDraw.current, chars)) {
        heldBack.set(lastDraw.current);
        return;
      }
      const started = performance.now();
      // The engine draws now; every React update this causes (the preview's state, the timeline, the summary) is a transition,
      // which React renders in slices that yield to paint, so it never adds its work to the frame that drew the picture.
      startTransition(() => {
        const outcome = drawPosition(now, position, memory.current, current);
        memory.current = outcome.memory;
        if (outcome.updates.length > 0) dispatch({ type: 'record', updates: outcome.updates });
        if (outcome.check || position === 0) check.set(outcome.check);
      });
      // An empty text's drawing says nothing of what a longer one costs.
      if (chars > 0) lastDraw.current = { ms: performance.now() - started, chars };
    },
    [state, check, heldBack, dispatch],
  );
  const throttle = useRef<LatestPerFrame<number> | null>(null);
  useEffect(() => {
    const created = createLatestPerFrame(draw);
    throttle.current = created;
    return () => created.cancel();
  }, [draw]);

  // A new run (Restart, a new text, a new connection) starts the picture over; moving the position by hand draws it again.
  useEffect(() => {
    let last = state.get();
    return state.subscribe(() => {
      const next = state.get();
      // The last drawing's cost is kept: it is the machine's and the engine's, whatever text comes next.
      if (next.run !== last.run) memory.current = FRESH_MEMORY;
      if (next.run !== last.run || (!next.live && next.position !== last.position)) heldBack.set(null);
      last = next;
    });
  }, [state, heldBack]);

  // Shown (again: the other view drew its own picture meanwhile) it draws from scratch; then every change of what is shown asks
  // for a drawing in the next frame, and the newest position wins.
  useEffect(() => {
    if (!active || !drawer) return;
    memory.current = FRESH_MEMORY;
    let last = state.get();
    throttle.current?.schedule(last.position);
    return state.subscribe(() => {
      const next = state.get();
      if (shownChanged(last, next)) throttle.current?.schedule(next.position);
      last = next;
    });
  }, [active, drawer, state]);

  // Playing: chunks come due at the chosen rate, counted from when play (or the new speed) began, so timer jitter never drifts.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let playingAs: string | null = null;
    const follow = () => {
      const { playing, run } = state.get();
      const { speed } = settings.get();
      const next = playing ? `${run} ${speed}` : null;
      if (next === playingAs) return;
      playingAs = next;
      clearTimeout(timer);
      if (playing) timer = play(speed);
    };
    const play = (speed: number) => {
      const startPosition = state.get().position;
      const total = state.get().chunks.length;
      const startTime = performance.now();
      let position = startPosition;
      const tick = () => {
        if (speed === Infinity) position += 1;
        else position = startPosition + Math.floor(((performance.now() - startTime) * speed) / 1000);
        // Chunks due between two frames batch into one React render, which yields to paint (the picture has its own throttle).
        startTransition(() => dispatch({ type: 'advance', to: position }));
        if (position >= total || playingAs === null) return;
        const due = speed === Infinity ? 0 : startTime + ((position - startPosition + 1) * 1000) / speed - performance.now();
        timer = setTimeout(tick, Math.max(0, due));
      };
      return setTimeout(tick, speed === Infinity ? 0 : 1000 / speed);
    };
    follow();
    const unsubscribeState = state.subscribe(follow);
    const unsubscribeSettings = settings.subscribe(follow);
    return () => {
      unsubscribeState();
      unsubscribeSettings();
      clearTimeout(timer);
    };
  }, [state, settings, dispatch]);

  const drawWhole = useCallback(() => {
    heldBack.set(null);
    throttle.current?.schedule(state.get().position);
  }, [heldBack, state]);

  return useMemo(() => ({ state, dispatch, check, heldBack, drawWhole }), [state, dispatch, check, heldBack, drawWhole]);
}
