// Loads the local icon set (its own lazy "icons" chunk) without the library, so a page can list icon names cheaply.
type IconSetModule = typeof import('./iconSet');
let iconSet: Promise<IconSetModule> | null = null;

/** Loads the icon chunk once; a failed load is retried next time. */
export function loadIconSet(): Promise<IconSetModule> {
  if (!iconSet) {
    iconSet = import(/* webpackChunkName: "icons" */ './iconSet').catch((error: unknown) => {
      iconSet = null;
      throw error;
    });
  }
  return iconSet;
}
