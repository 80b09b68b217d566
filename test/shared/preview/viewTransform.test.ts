// Fit, zoom and pan as numbers; and the picture's natural size read from the svg.
import { naturalSize } from '../../../src/shared/preview/svgSize';
import {
  FIT_PADDING,
  MAX_FIT_SCALE,
  MAX_SCALE,
  MIN_SCALE,
  fitView,
  panBy,
  viewTransform,
  zoomAt,
} from '../../../src/shared/preview/viewTransform';

test('fit scales the picture to the viewport minus padding and centres it', () => {
  const view = fitView({ width: 1000, height: 500 }, { width: 532, height: 400 });
  expect(view.scale).toBeCloseTo((532 - 2 * FIT_PADDING) / 1000);
  expect(view.x).toBeCloseTo((532 - 1000 * view.scale) / 2);
  expect(view.y).toBeCloseTo((400 - 500 * view.scale) / 2);
});

test('fit does not blow a small picture up beyond the cap', () => {
  expect(fitView({ width: 10, height: 10 }, { width: 1000, height: 1000 }).scale).toBe(MAX_FIT_SCALE);
});

test('fit of an empty picture or viewport is the identity', () => {
  expect(fitView({ width: 0, height: 10 }, { width: 100, height: 100 })).toEqual({ scale: 1, x: 0, y: 0 });
});

test('zooming keeps the point under the pointer in place', () => {
  const view = { scale: 1, x: 10, y: 20 };
  const at = { x: 110, y: 70 };
  const zoomed = zoomAt(view, 2, at);
  expect(zoomed.scale).toBe(2);
  // The picture point under `at` before: ((110-10)/1, (70-20)/1) = (100, 50); after it must map to `at` again.
  expect(100 * zoomed.scale + zoomed.x).toBeCloseTo(at.x);
  expect(50 * zoomed.scale + zoomed.y).toBeCloseTo(at.y);
});

test('zoom is clamped', () => {
  expect(zoomAt({ scale: 7, x: 0, y: 0 }, 10, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
  expect(zoomAt({ scale: 0.2, x: 0, y: 0 }, 0.01, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
});

test('pan moves, and the transform string reflects the view', () => {
  expect(panBy({ scale: 2, x: 1, y: 1 }, 5, -3)).toEqual({ scale: 2, x: 6, y: -2 });
  expect(viewTransform({ scale: 1.5, x: 4, y: -2 })).toBe('translate(4px, -2px) scale(1.5)');
});

describe('naturalSize', () => {
  const svg = (attributes: Record<string, string>) => {
    const element = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
    return element;
  };
  test('reads the viewBox first', () => {
    expect(naturalSize(svg({ viewBox: '-27.8 -27.8 355.7 326.7', width: '100%' }))).toEqual({ width: 355.7, height: 326.7 });
  });
  test('falls back to pixel width and height', () => {
    expect(naturalSize(svg({ width: '640px', height: '480' }))).toEqual({ width: 640, height: 480 });
  });
  test('percentages say nothing about the picture', () => {
    expect(naturalSize(svg({ width: '100%', height: '100%' }))).toBeNull();
  });
});
