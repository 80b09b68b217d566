// The View menu of a workspace: fit, zoom, fullscreen and the text alternative, run on the page's preview.
import type { RefObject } from 'react';
import { ActionMenu } from '../menus/ActionMenu';
import type { MenuDefinition } from '../menus/menuEntries';
import type { PreviewControls } from './Preview';

const ENTRIES: ReadonlyArray<{ id: string; label: string; keys?: string[]; run(controls: PreviewControls): void }> = [
  { id: 'fit', label: 'Fit to the window', keys: ['0'], run: (c) => c.fit() },
  { id: 'zoom-in', label: 'Zoom in', keys: ['+'], run: (c) => c.zoomIn() },
  { id: 'zoom-out', label: 'Zoom out', keys: ['-'], run: (c) => c.zoomOut() },
  { id: 'fullscreen', label: 'Fullscreen', run: (c) => c.toggleFullscreen() },
  { id: 'text-alternative', label: 'Text alternative', run: (c) => c.showTextAlternative() },
];

export function ViewMenu({ controls }: { controls: RefObject<PreviewControls | null> }) {
  const menu: MenuDefinition = {
    label: 'View',
    entries: ENTRIES.map((entry) => ({
      kind: 'action',
      id: entry.id,
      label: entry.label,
      keys: entry.keys,
      run: () => {
        if (controls.current) entry.run(controls.current);
      },
    })),
  };
  return <ActionMenu menu={menu} className="menu-button--view" />;
}
