// The streamed spec's inputs as views of its stores: the Spec text (re-rendered by each keystroke and each chunk that arrives)
// and the real stream's form (re-rendered by its own fields and the connection).
import { STREAM_PRESETS } from './presets';
import { SpecSource } from './components/SpecSource';
import { StreamConnect } from './components/StreamConnect';
import type { PlayerState } from './player';
import { connectionText, isConnected } from './useSpecStream';
import type { StreamedSpec } from './useStreamedSpec';
import { restorableText } from './useTextBeforeStream';
import { useStoreValue, whole } from './useStoreValue';

const textOf = (state: PlayerState) => state.text;
const limitOf = (state: PlayerState) => state.limit;

export function SpecSourceView({ spec }: { spec: StreamedSpec }) {
  const text = useStoreValue(spec.player.state, textOf);
  const limit = useStoreValue(spec.player.state, limitOf);
  const { presetId } = useStoreValue(spec.form, whole);
  const connected = isConnected(useStoreValue(spec.stream.connection, whole));
  const restorable = restorableText(useStoreValue(spec.kept, whole), text, connected);
  return (
    <SpecSource
      presets={STREAM_PRESETS}
      presetId={presetId}
      onPreset={spec.choosePreset}
      text={text}
      limit={limit}
      onText={spec.typeText}
      readOnly={connected}
      onFile={spec.openFile}
      onEditorDocument={spec.loadEditorDocument}
      textareaRef={spec.textarea}
      onRestore={restorable ? spec.restore : null}
    />
  );
}

export function StreamConnectView({ spec }: { spec: StreamedSpec }) {
  const { url, stallSeconds } = useStoreValue(spec.form, whole);
  const connection = useStoreValue(spec.stream.connection, whole);
  return (
    <StreamConnect
      url={url}
      onUrl={spec.setUrl}
      stallSeconds={stallSeconds}
      onStallSeconds={spec.setStallSeconds}
      connected={isConnected(connection)}
      onConnect={spec.connect}
      onStop={spec.stream.stop}
      message={connectionText(connection)}
      tone={connection.kind === 'ended' ? connection.tone : 'info'}
    />
  );
}
