// The only module that imports @antv/infographic. Import order matters: the network guard must load first.
import { restoreGlobalFetch } from './networkGuard';
import * as infographic from '@antv/infographic';

restoreGlobalFetch();

export const lib = infographic;
export type { InfographicOptions } from '@antv/infographic';
