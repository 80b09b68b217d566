// The async "engine" chunk: the only module that imports @antv/infographic (filled in by the following commits).
import type { Engine } from './types';

export function createEngine(): Engine {
  throw new Error('engine not implemented yet');
}
