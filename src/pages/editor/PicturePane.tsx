// The Editor's picture pane: what the canvas edit could not keep, the preview, and its text alternative. This part reads the
// picture's state (and the caret's line, to outline its audit finding), so a new picture re-renders it and not the page.
import { memo, type RefObject } from 'react';
import type { RenderHandle } from '../../engine';
import type { EngineState } from '../../shared/lazyModules/useEngine';
import { Notice, type NoticeMessage } from '../../shared/panels/Notice';
import { Preview, type PreviewControls } from '../../shared/preview/Preview';
import { TextAlternative } from '../../shared/preview/TextAlternative';
import type { PictureState } from '../../shared/preview/useInfographic';
import { useValueSelector, type ValueStore } from '../../shared/viewState/valueStore';
import { PICTURE_PANE_CLASS } from './keyPlace';

interface Props {
  picture: ValueStore<PictureState>;
  handle(): RenderHandle | null;
  stageRef: RefObject<HTMLDivElement | null>;
  engine: EngineState;
  onRetry(): void;
  /** The code editor's caret line. */
  caretLine: ValueStore<number | null>;
  notice: NoticeMessage | null;
  onDismissNotice(): void;
  controls: RefObject<PreviewControls | null>;
}

const wholeState = (state: PictureState) => state;
const lineOf = (line: number | null) => line;

export const PicturePane = memo(function PicturePane({
  picture,
  handle,
  stageRef,
  engine,
  onRetry,
  caretLine,
  notice,
  onDismissNotice,
  controls,
}: Props) {
  const state = useValueSelector(picture, wholeState);
  const line = useValueSelector(caretLine, lineOf);
  // The caret on an audit finding's line outlines the finding's element on the picture.
  const outline = state.diagnostics.find((d) => d.element && d.line === line)?.element ?? null;
  return (
    <div className={PICTURE_PANE_CLASS}>
      <Notice notice={notice} onDismiss={onDismissNotice} />
      <Preview stageRef={stageRef} picture={state} engine={engine} onRetry={onRetry} outline={outline} controlsRef={controls} />
      <TextAlternative spec={state.hasPicture ? (handle()?.options ?? null) : null} />
    </div>
  );
});
