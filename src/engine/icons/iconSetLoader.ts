// Loads the local icon set (its own lazy "icons" chunk) without the library, so a page can list icon names cheaply.
import { once } from '../../runtime/lazy';

type IconSetModule = typeof import('./iconSet');

/** Loads the icon chunk once; a failed load is retried next time. */
export const loadIconSet: () => Promise<IconSetModule> = once(() => import(/* webpackChunkName: "icons" */ './iconSet'));
