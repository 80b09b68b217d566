// How the spec is played, shared by the streamed spec's player and the model answer's: the speed and how text is cut into chunks.
import type { ChunkOptions, ChunkUnit } from './chunking';

export interface PlayerSettings {
  /** Chunks per second; Infinity plays one chunk per task, as fast as the page can take them. */
  speed: number;
  chunkSize: number;
  chunkUnit: ChunkUnit;
}

export const INITIAL_PLAYER_SETTINGS: PlayerSettings = { speed: 20, chunkSize: 1, chunkUnit: 'tokens' };

export function chunkingOf(settings: PlayerSettings): ChunkOptions {
  return { unit: settings.chunkUnit, size: settings.chunkSize };
}
