// The stream player's state: the text cut into chunks, how many are shown, and what each chunk's prefix did.
import { checkItemCount, checkSourceSize, type Diagnostic } from '../../../engine';
import { extractSpec, type WaitReason } from '../../../shared/opening/fence';
import { chunkEnds, chunkText, type ChunkOptions } from './chunking';

/**
 * Why a text is not played, or null: over the engine's size limits, or its spec over the item limit. Checked before any
 * chunking or parsing (a refused spec would otherwise be cut up and parsed again at every frame), in one pass over the text.
 */
export function specTextLimit(text: string): Diagnostic | null {
  const size = checkSourceSize(text)[0];
  if (size) return size;
  const found = extractSpec(text);
  return checkItemCount(found.kind === 'spec' ? found.text : text)[0] ?? null;
}

/** The chunks to play: none for a refused text (SpecSource says why), so it cannot freeze the page. */
function playableChunks(text: string, limit: Diagnostic | null, chunking: ChunkOptions): string[] {
  return limit ? [] : chunkText(text, chunking);
}

/** What became of one chunk's prefix on screen. */
export type ChunkStatus =
  | { kind: 'pending' }
  /** Drawn (the picture shows this prefix). */
  | { kind: 'rendered' }
  /** Not drawn: a newer chunk arrived before the next frame. */
  | { kind: 'skipped' }
  /** Not drawn on purpose: no spec yet, or the template name is still being written. */
  | { kind: 'waiting'; reason: WaitReason }
  /** Did not render, only because the text is not finished yet; the previous picture stays. */
  | { kind: 'incomplete'; reason: string }
  /** Did not render and would not whatever came next. */
  | { kind: 'failed'; reason: string };

export interface PlayerState {
  text: string;
  /** Why the text is not played (specTextLimit); null for a playable text and for a live stream. */
  limit: Diagnostic | null;
  chunks: string[];
  /** ends[i]: length of the text after chunk i. */
  ends: number[];
  /** How many chunks are shown (0 … chunks.length). */
  position: number;
  playing: boolean;
  /** A connection is still adding chunks; the position follows the newest one. */
  live: boolean;
  statuses: ChunkStatus[];
  /** Bumped by Restart and by a new text, so the picture starts over. */
  run: number;
}

export type PlayerAction =
  | { type: 'load'; text: string; chunking: ChunkOptions }
  | { type: 'rechunk'; chunking: ChunkOptions }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'step' }
  | { type: 'restart' }
  | { type: 'seek'; position: number }
  | { type: 'advance'; to: number }
  | { type: 'liveStart' }
  /** Pieces that arrived (one frame's worth): each becomes a chunk. */
  | { type: 'liveAppend'; pieces: readonly string[] }
  | { type: 'liveEnd' }
  | { type: 'record'; updates: ReadonlyArray<readonly [index: number, status: ChunkStatus]> };

const PENDING: ChunkStatus = { kind: 'pending' };

export function initialPlayer(text: string, chunking: ChunkOptions): PlayerState {
  const limit = specTextLimit(text);
  const chunks = playableChunks(text, limit, chunking);
  return {
    text,
    limit,
    chunks,
    ends: chunkEnds(chunks),
    position: 0,
    playing: false,
    live: false,
    statuses: chunks.map(() => PENDING),
    run: 0,
  };
}

/** Length of the text the first `position` chunks make. */
export function prefixLength(state: Pick<PlayerState, 'ends'>, position: number): number {
  return position <= 0 ? 0 : state.ends[Math.min(position, state.ends.length) - 1];
}

/** The text shown at `position`. */
export function prefixAt(state: Pick<PlayerState, 'ends' | 'text'>, position: number): string {
  return state.text.slice(0, prefixLength(state, position));
}

/** True when nothing more will arrive at this position: the end of a finished text. */
export function endedAt(state: Pick<PlayerState, 'chunks' | 'live'>, position: number): boolean {
  return !state.live && position >= state.chunks.length;
}

function clampPosition(state: PlayerState, position: number): number {
  return Math.max(0, Math.min(state.chunks.length, Math.round(position)));
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'load':
      return { ...initialPlayer(action.text, action.chunking), run: state.run + 1 };
    case 'rechunk': {
      if (state.live) return state;
      // The same amount of text stays on screen: the new position is the last new chunk that ends within it.
      const shown = prefixLength(state, state.position);
      const chunks = playableChunks(state.text, state.limit, action.chunking);
      const ends = chunkEnds(chunks);
      let position = 0;
      while (position < ends.length && ends[position] <= shown) position += 1;
      return { ...state, chunks, ends, position, statuses: chunks.map(() => PENDING) };
    }
    case 'play':
      if (state.live || state.chunks.length === 0) return state;
      // Play at the end starts over, as media players do.
      if (state.position >= state.chunks.length)
        return { ...state, position: 0, playing: true, statuses: state.statuses.map(() => PENDING), run: state.run + 1 };
      return { ...state, playing: true };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'step':
      if (state.live) return state;
      return { ...state, playing: false, position: clampPosition(state, state.position + 1) };
    case 'restart':
      if (state.live) return state;
      return { ...state, playing: false, position: 0, statuses: state.statuses.map(() => PENDING), run: state.run + 1 };
    case 'seek':
      if (state.live) return state;
      return { ...state, playing: false, position: clampPosition(state, action.position) };
    case 'advance': {
      if (!state.playing) return state;
      const position = clampPosition(state, action.to);
      return { ...state, position, playing: position < state.chunks.length };
    }
    case 'liveStart':
      return { text: '', limit: null, chunks: [], ends: [], position: 0, playing: false, live: true, statuses: [], run: state.run + 1 };
    case 'liveAppend': {
      const pieces = action.pieces.filter((piece) => piece !== '');
      if (!state.live || pieces.length === 0) return state;
      // One copy of the arrays per batch (a frame's pieces), not per piece.
      const ends = state.ends.slice();
      let length = state.text.length;
      for (const piece of pieces) ends.push((length += piece.length));
      const chunks = state.chunks.concat(pieces);
      return {
        ...state,
        text: state.text + pieces.join(''),
        chunks,
        ends,
        position: chunks.length,
        statuses: state.statuses.concat(pieces.map(() => PENDING)),
      };
    }
    case 'liveEnd':
      return state.live ? { ...state, live: false } : state;
    case 'record': {
      const statuses = state.statuses.slice();
      let changed = false;
      for (const [index, status] of action.updates) {
        if (index < 0 || index >= statuses.length || statuses[index] === status) continue;
        statuses[index] = status;
        changed = true;
      }
      return changed ? { ...state, statuses } : state;
    }
  }
}
