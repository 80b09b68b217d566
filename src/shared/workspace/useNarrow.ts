// Whether the window is phone-narrow: the workspaces show code and picture as two tabs there instead of side by side.
import { useSyncExternalStore } from 'react';

/** The widest window that gets the phone layout; layout.css's @media rules use the same figure. */
export const NARROW_QUERY = '(max-width: 640px)';

const subscribe = (onChange: () => void) => {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => typeof matchMedia === 'function' && matchMedia(NARROW_QUERY).matches;

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
