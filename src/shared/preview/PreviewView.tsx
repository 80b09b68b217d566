// Draws a preview: toolbar, viewport, the stage the engine draws into, and the picture's status. Holds no state.
import type { ReactNode, RefObject } from 'react';
import type { Box } from '../../engine';
import { useT } from '../../i18n/react';
import type { PanZoom } from './usePanZoom';
import { viewTransform, zoomPercent } from './viewTransform';

/** Pixels between an outlined element and its outline, so the line does not cover the text. */
const OUTLINE_GAP = 4;

export interface PreviewViewProps extends PanZoom {
  /** The region's accessible name. */
  label: string;
  /** Prefix for this preview's element ids (from useId), so many previews can share a page. */
  idPrefix: string;
  stageRef: RefObject<HTMLDivElement | null>;
  /** Counts pictures drawn; written on the stage so tests and tools can wait for a new one. */
  pictureVersion: number;
  hasPicture: boolean;
  stale: boolean;
  staleText: string;
  fullscreenSupported: boolean;
  /** Loading, failure or empty messages over the viewport. */
  status: ReactNode;
  /** Where to outline an audit finding's element, in the viewport's pixels; null for none. */
  outline?: Box | null;
}

export function PreviewView({
  label,
  idPrefix,
  stageRef,
  pictureVersion,
  hasPicture,
  stale,
  staleText,
  fullscreenSupported,
  status,
  outline = null,
  regionRef,
  viewportRef,
  view,
  content,
  fitted,
  fullscreen,
  dragging,
  fit,
  zoomIn,
  zoomOut,
  toggleFullscreen,
  viewportHandlers,
}: PreviewViewProps) {
  const t = useT();
  const staleId = `${idPrefix}-stale`;
  const helpId = `${idPrefix}-help`;
  return (
    <section ref={regionRef} className={`preview${fullscreen ? ' is-fullscreen' : ''}`} aria-label={label}>
      <div className="preview__toolbar" role="toolbar" aria-label={t('shared.preview.toolbar', { label })} data-edit-bar-keep-clear="">
        <button type="button" onClick={fit} disabled={!hasPicture} aria-pressed={fitted}>
          {t('shared.preview.fit')}
        </button>
        <button type="button" onClick={zoomIn} disabled={!hasPicture}>
          {t('shared.preview.zoomIn')}
        </button>
        <button type="button" onClick={zoomOut} disabled={!hasPicture}>
          {t('shared.preview.zoomOut')}
        </button>
        <output className="preview__zoom" aria-label={t('shared.preview.zoomLevel')}>
          {zoomPercent(view)}%
        </output>
        <button type="button" onClick={toggleFullscreen} aria-pressed={fullscreen} disabled={!fullscreenSupported}>
          {t('shared.preview.fullscreen')}
        </button>
      </div>
      <div
        ref={viewportRef}
        className={`preview__viewport${dragging ? ' is-dragging' : ''}`}
        tabIndex={0}
        role="group"
        aria-label={t('shared.preview.picture')}
        aria-describedby={stale ? `${staleId} ${helpId}` : helpId}
        {...viewportHandlers}
      >
        <div
          ref={stageRef}
          className={`preview__stage${stale ? ' is-stale' : ''}`}
          data-testid="preview-stage"
          data-picture-version={pictureVersion}
          data-fitted={fitted}
          style={{
            transform: viewTransform(view),
            ...(content ? { width: `${content.width}px`, height: `${content.height}px` } : {}),
          }}
        />
        {outline && (
          <div
            className="preview__outline"
            data-testid="finding-outline"
            aria-hidden="true"
            style={{
              left: `${outline.x - OUTLINE_GAP}px`,
              top: `${outline.y - OUTLINE_GAP}px`,
              width: `${outline.width + 2 * OUTLINE_GAP}px`,
              height: `${outline.height + 2 * OUTLINE_GAP}px`,
            }}
          />
        )}
        {status}
        {stale && (
          <p className="preview__stale" role="status" id={staleId}>
            {staleText}
          </p>
        )}
      </div>
      <p id={helpId} className="visually-hidden">
        {t('shared.preview.help')}
      </p>
    </section>
  );
}
