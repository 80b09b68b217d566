// The natural size of a rendered picture: its viewBox, else its width/height attributes, else its box on screen.
import type { Size } from './viewTransform';

function lengthAttribute(svg: SVGSVGElement, name: 'width' | 'height'): number | null {
  const raw = svg.getAttribute(name);
  if (!raw || !/^\s*[\d.]+(px)?\s*$/.test(raw)) return null; // percentages and other units say nothing about the picture
  const value = Number.parseFloat(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function naturalSize(svg: SVGSVGElement): Size | null {
  const viewBox = svg.getAttribute('viewBox');
  if (viewBox) {
    const parts = viewBox
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (parts.length === 4 && parts[2] > 0 && parts[3] > 0 && parts.every(Number.isFinite)) return { width: parts[2], height: parts[3] };
  }
  const width = lengthAttribute(svg, 'width');
  const height = lengthAttribute(svg, 'height');
  if (width && height) return { width, height };
  const box = svg.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? { width: box.width, height: box.height } : null;
}
