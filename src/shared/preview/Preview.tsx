// The one preview: a picture the engine draws, with fit, zoom, pan and fullscreen. Many may share a page.
import { memo, useEffect, useId, type RefObject } from 'react';
import { useT } from '../../i18n/react';
import type { EngineState } from '../lazyModules/useEngine';
import type { PictureState } from './useInfographic';
import { PreviewView } from './PreviewView';
import { useFindingOutline } from './useFindingOutline';
import { usePanZoom } from './usePanZoom';
import './preview.css';

export interface PreviewProps {
  /** The element the engine renders into (useInfographic's containerRef). */
  stageRef: RefObject<HTMLDivElement | null>;
  picture: PictureState;
  engine: EngineState;
  onRetry(): void;
  /** The region's accessible name; "Preview" unless a page holds several. */
  label?: string;
  /** Shown over a stale picture: why it is not the latest source. */
  staleText?: string;
  /** Shown when the source has been checked and nothing could be drawn. */
  emptyText?: string;
  /** An audit finding's element to outline on the picture (its `element` selector), or null. */
  outline?: string | null;
  /** Filled with the view's commands, for a View menu outside the preview. */
  controlsRef?: RefObject<PreviewControls | null>;
}

/** What a View menu runs on the preview. */
export interface PreviewControls {
  fit(): void;
  zoomIn(): void;
  zoomOut(): void;
  toggleFullscreen(): void;
  /** Opens the text alternative under the picture and moves focus to it. */
  showTextAlternative(): void;
}

export const Preview = memo(function Preview({
  stageRef,
  picture,
  engine,
  onRetry,
  label,
  staleText,
  emptyText,
  outline = null,
  controlsRef,
}: PreviewProps) {
  const t = useT();
  const idPrefix = useId();
  const panZoom = usePanZoom({ stageRef, pictureVersion: picture.version, enabled: picture.hasPicture });
  const { viewportRef, regionRef, fit, zoomIn, zoomOut, toggleFullscreen } = panZoom;
  useEffect(() => {
    if (!controlsRef) return;
    controlsRef.current = {
      fit,
      zoomIn,
      zoomOut,
      toggleFullscreen,
      showTextAlternative: () => {
        // The text alternative sits beside the preview region, in the same pane.
        const details = regionRef.current?.parentElement?.querySelector<HTMLDetailsElement>('details.text-alternative');
        if (!details) return;
        details.open = true;
        details.querySelector('summary')?.focus();
        details.scrollIntoView({ block: 'nearest' });
      },
    };
    return () => {
      controlsRef.current = null;
    };
  }, [controlsRef, fit, zoomIn, zoomOut, toggleFullscreen, regionRef]);
  const outlineBox = useFindingOutline(stageRef, viewportRef, outline, picture.version, panZoom.view, panZoom.content, panZoom.fullscreen);
  // The picture's own background (its theme's) fills the canvas around it too; without one, the CSS default applies.
  useEffect(() => {
    const background = stageRef.current?.querySelector('svg')?.style.backgroundColor;
    viewportRef.current?.style.setProperty('--picture-canvas', background || null);
  }, [picture.version, stageRef, viewportRef]);
  return (
    <PreviewView
      label={label ?? t('shared.preview.label')}
      idPrefix={idPrefix}
      {...panZoom}
      stageRef={stageRef}
      pictureVersion={picture.version}
      hasPicture={picture.hasPicture}
      stale={picture.stale}
      outline={outlineBox}
      staleText={staleText ?? t('shared.preview.stale')}
      fullscreenSupported={typeof document !== 'undefined' && document.fullscreenEnabled !== false}
      status={<PreviewStatus picture={picture} engine={engine} onRetry={onRetry} emptyText={emptyText ?? t('shared.preview.empty')} />}
    />
  );
});

function PreviewStatus({
  picture,
  engine,
  onRetry,
  emptyText,
}: Pick<PreviewProps, 'picture' | 'engine' | 'onRetry'> & { emptyText: string }) {
  const t = useT();
  if (engine.status === 'failed') {
    return (
      <div className="preview__message" role="alert">
        <p>{t('shared.preview.engineFailed', { error: engine.error.message })}</p>
        <button type="button" onClick={onRetry}>
          {t('shared.preview.retry')}
        </button>
      </div>
    );
  }
  if (picture.hasPicture) return null;
  if (engine.status !== 'ready') return <p className="preview__message">{t('shared.preview.loadingEngine')}</p>;
  if (picture.checked) return <p className="preview__message">{emptyText}</p>;
  return null;
}
