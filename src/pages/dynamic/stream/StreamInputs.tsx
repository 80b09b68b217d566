// The streamed spec's inputs as views of its stores: the Spec text (re-rendered by each keystroke and each chunk that arrives)
// and the real stream's form (re-rendered by its own fields and the connection).
import { useState } from 'react';
import { STREAM_PRESETS } from './presets';
import { SpecSource } from './SpecSource';
import { StreamConnect } from './StreamConnect';
import type { PlayerState } from './player';
import { connectionText, isConnected } from './useStreamConnection';
import type { StreamMode } from './useStreamMode';
import { restorableText } from './useTextBeforeStream';
import { useStoreValue, whole } from '../shared/useStoreValue';
import { shownPart, STREAMED_TEXT_SHOWN_CHARS } from './streamedTextShown';
import { formatCount } from '../../../engine';
import { useT } from '../../../i18n/react';

const textOf = (state: PlayerState) => state.text;
const runOf = (state: PlayerState) => state.run;
const liveOf = (state: PlayerState) => state.live;
const limitOf = (state: PlayerState) => state.limit;

export function SpecSourceView({ spec }: { spec: StreamMode }) {
  const t = useT();
  const text = useStoreValue(spec.player.state, textOf);
  const run = useStoreValue(spec.player.state, runOf);
  const live = useStoreValue(spec.player.state, liveOf);
  const limit = useStoreValue(spec.player.state, limitOf);
  const kept = useStoreValue(spec.kept, whole);
  const { presetId } = useStoreValue(spec.form, whole);
  const connected = isConnected(useStoreValue(spec.stream.connection, whole));
  const restorable = restorableText(kept, text, connected);
  // The run whose whole text the user asked to see.
  const [wholeRun, setWholeRun] = useState<number | null>(null);
  // A long text a stream wrote (it replaced the kept one) is shown in part, read-only, so editing cannot cut it short.
  const streamed = kept !== null && kept.text !== text;
  const clipped = streamed && text.length > STREAMED_TEXT_SHOWN_CHARS && (live || wholeRun !== run);
  return (
    <>
      <SpecSource
        presets={STREAM_PRESETS}
        presetId={presetId}
        onPreset={spec.choosePreset}
        text={clipped ? shownPart(text) : text}
        limit={limit}
        onText={spec.typeText}
        readOnly={connected || clipped}
        onFile={spec.openFile}
        onEditorDocument={spec.loadEditorDocument}
        textareaRef={spec.textarea}
        onRestore={restorable ? spec.restore : null}
      />
      <p className="dynamic-muted" role="status">
        {clipped &&
          t('dynamic.specSource.clipped', {
            live: live ? 'yes' : 'no',
            size: formatCount(text.length),
            shown: formatCount(STREAMED_TEXT_SHOWN_CHARS),
          })}
      </p>
      {clipped && !live && (
        <button type="button" onClick={() => setWholeRun(run)}>
          {t('dynamic.specSource.showWhole')}
        </button>
      )}
    </>
  );
}

export function StreamConnectView({ spec }: { spec: StreamMode }) {
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
