// The "Try other templates" button of the Renderer and the Editor; the dialog's code loads when it is first pressed.
import { useCallback, useState } from 'react';
import type { Engine } from '../../engine';
import { OnDemandStatus } from '../lazyModules/OnDemandStatus';
import { useOnDemand } from '../lazyModules/useOnDemand';

const loadDialog = () => import(/* webpackChunkName: "try-templates" */ './TryTemplatesDialog');

interface Props {
  engine: Engine | null;
  /** The document's text now, or null while it is not read yet. */
  getSource(): string | null;
  onChoose(text: string): void;
}

export function TryTemplatesButton({ engine, getSource, onChoose }: Props) {
  const dialog = useOnDemand(loadDialog);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = () => {
    const text = getSource();
    if (text === null) return;
    setOpenedOn(text);
    dialog.load();
  };
  const close = useCallback(() => setOpenedOn(null), []);
  const Dialog = dialog.state.module?.default;
  return (
    <>
      <button type="button" onClick={open} disabled={!engine}>
        Try other templates
      </button>
      {openedOn !== null && <OnDemandStatus state={dialog.state} what="the template cards" onRetry={dialog.load} />}
      {openedOn !== null && Dialog && engine && <Dialog engine={engine} source={openedOn} onChoose={onChoose} onClose={close} />}
    </>
  );
}
