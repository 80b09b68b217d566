// The outline of an audit finding's element over the picture: where it is on screen, relative to the viewport.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { findingBox, type Box } from '../../engine';

/**
 * The box (in the viewport's pixels) of the element `selector` names in the picture, or null. Measured again when the
 * picture, the view (pan, zoom) or the selector changes.
 */
export function useFindingOutline(
  stageRef: RefObject<HTMLDivElement | null>,
  viewportRef: RefObject<HTMLDivElement | null>,
  selector: string | null | undefined,
  ...changes: unknown[]
): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const svg = stageRef.current?.querySelector('svg');
    const viewport = viewportRef.current;
    const found = selector && svg && viewport ? findingBox(svg, selector) : null;
    if (!found || !viewport) {
      setBox(null);
      return;
    }
    const origin = viewport.getBoundingClientRect();
    setBox({ x: found.x - origin.x, y: found.y - origin.y, width: found.width, height: found.height });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `changes` are the picture and view the box depends on
  }, [stageRef, viewportRef, selector, ...changes]);
  return box;
}
