// The page's players and live data draw into the picture its preview view owns: this link reaches that view's stable drawing
// functions, so the page never holds the picture's state (a new picture re-renders the preview view, not the page).
import type { RenderHandle } from '../../../engine';
import type { UseInfographic } from '../../../shared/preview/useInfographic';

type Drawing = Pick<UseInfographic, 'render' | 'handle' | 'reset'>;

export interface PictureLink {
  /** Called by the view that owns the picture when it mounts (and with null when it goes). */
  attach(drawing: Drawing | null): void;
  render(spec: string): void;
  handle(): RenderHandle | null;
  reset(): void;
}

export function createPictureLink(): PictureLink {
  let drawing: Drawing | null = null;
  return {
    attach(next) {
      drawing = next;
    },
    render: (spec) => drawing?.render(spec),
    handle: () => drawing?.handle() ?? null,
    reset: () => drawing?.reset(),
  };
}
