// "Try other templates…" of the Renderer and the Editor (an entry of their Tools menu); the dialog's code loads when it is
// first asked for. The page draws `dialog` where it likes and offers `open` as an action.
import { useCallback, useState, type ReactNode } from 'react';
import type { Engine } from '../../engine';
import { useT } from '../../i18n/react';
import { OnDemandStatus } from '../lazyModules/OnDemandStatus';
import { useOnDemand } from '../lazyModules/useOnDemand';

const loadDialog = () => import(/* webpackChunkName: "try-templates" */ './TryTemplatesDialog');

export interface TryTemplates {
  /** Opens the dialog on the text as it is now. */
  open(): void;
  /** False until the engine is there. */
  available: boolean;
  dialog: ReactNode;
}

export function useTryTemplates(engine: Engine | null, getSource: () => string | null, onChoose: (text: string) => void): TryTemplates {
  const t = useT();
  const loader = useOnDemand(loadDialog);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const { load } = loader;
  const open = useCallback(() => {
    const text = getSource();
    if (text === null) return;
    setOpenedOn(text);
    load();
  }, [getSource, load]);
  const close = useCallback(() => setOpenedOn(null), []);
  const Dialog = loader.state.module?.default;
  const dialog =
    openedOn === null ? null : (
      <>
        <OnDemandStatus state={loader.state} what={t('shared.tryTemplates.what')} onRetry={load} />
        {Dialog && engine && <Dialog engine={engine} source={openedOn} onChoose={onChoose} onClose={close} />}
      </>
    );
  return { open, available: engine !== null, dialog };
}
