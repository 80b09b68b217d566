// The View menu of a workspace: fit, zoom, fullscreen and the text alternative, run on the page's preview.
import type { RefObject } from 'react';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { ActionMenu } from '../menus/ActionMenu';
import type { MenuDefinition } from '../menus/menuEntries';
import type { PreviewControls } from './Preview';

const ENTRIES: ReadonlyArray<{ id: string; label: MessageId; keys?: string[]; run(controls: PreviewControls): void }> = [
  { id: 'fit', label: 'shared.view.fit', keys: ['0'], run: (c) => c.fit() },
  { id: 'zoom-in', label: 'shared.view.zoomIn', keys: ['+'], run: (c) => c.zoomIn() },
  { id: 'zoom-out', label: 'shared.view.zoomOut', keys: ['-'], run: (c) => c.zoomOut() },
  { id: 'fullscreen', label: 'shared.view.fullscreen', run: (c) => c.toggleFullscreen() },
  { id: 'text-alternative', label: 'shared.view.textAlternative', run: (c) => c.showTextAlternative() },
];

export function ViewMenu({ controls }: { controls: RefObject<PreviewControls | null> }) {
  const t = useT();
  const menu: MenuDefinition = {
    label: t('shared.view.menu'),
    entries: ENTRIES.map((entry) => ({
      kind: 'action',
      id: entry.id,
      label: t(entry.label),
      keys: entry.keys,
      run: () => {
        if (controls.current) entry.run(controls.current);
      },
    })),
  };
  return <ActionMenu menu={menu} className="menu-button--view" />;
}
