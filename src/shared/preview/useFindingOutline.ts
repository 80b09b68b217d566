// The outline of an audit finding's element over the picture: where it is on screen, relative to the viewport.
import { useEffect, useState, type RefObject } from 'react';
import { findingBox, type Box } from '../../engine';

function sameBox(a: Box | null, b: Box | null): boolean {
  return a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);
}

/**
 * The box (in the viewport's pixels) of the element `selector` names in the picture, or null. Measured again when the
 * picture, the view (pan, zoom) or the selector changes; after the paint, so the preview's own fitting runs first.
 */
export function useFindingOutline(
  stageRef: RefObject<HTMLDivElement | null>,
  viewportRef: RefObject<HTMLDivElement | null>,
  selector: string | null | undefined,
  ...changes: unknown[]
): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    const svg = stageRef.current?.querySelector('svg');
    const viewport = viewportRef.current;
    const found = selector && svg && viewport ? findingBox(svg, selector) : null;
    const origin = found && viewport ? viewport.getBoundingClientRect() : null;
    const next = found && origin ? { x: found.x - origin.x, y: found.y - origin.y, width: found.width, height: found.height } : null;
    // no update (and no re-render) while nothing is outlined, which is nearly always
    setBox((current) => (sameBox(current, next) ? current : next));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `changes` are the picture and view the box depends on
  }, [stageRef, viewportRef, selector, ...changes]);
  return box;
}
