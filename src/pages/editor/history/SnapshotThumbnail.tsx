// A snapshot's small picture, drawn by the engine only once it scrolls into view, one per frame, and removed with the row.
import { useEffect, useRef, useState } from 'react';
import type { Engine, RenderHandle } from '../../../engine';
import type { InfographicDocument } from '../../../shared/document';
import { drawAfterNextFrame } from './thumbnailQueue';

type Drawn = 'waiting' | 'drawn' | 'failed';

export function SnapshotThumbnail({ engine, document }: { engine: Engine | null; document: InfographicDocument }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn>('waiting');

  useEffect(() => {
    const element = box.current;
    if (!element || !engine) return;
    let handle: RenderHandle | null = null;
    let cancelDraw = () => {};
    const draw = () => {
      handle = engine.render(element, document.source);
      setDrawn(handle.svg ? 'drawn' : 'failed');
    };
    // Without IntersectionObserver (jsdom) it is queued at once.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            cancelDraw = drawAfterNextFrame(draw);
          });
    if (observer) observer.observe(element);
    else cancelDraw = drawAfterNextFrame(draw);
    return () => {
      observer?.disconnect();
      cancelDraw();
      handle?.destroy();
    };
  }, [engine, document]);

  return (
    <div className={`history-thumbnail is-${drawn}`} aria-hidden="true">
      <div ref={box} className="history-thumbnail__picture" />
      {drawn === 'failed' && <span className="history-thumbnail__note">No preview</span>}
    </div>
  );
}
