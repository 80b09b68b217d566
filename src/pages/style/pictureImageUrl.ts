// The picture on screen as a data: URL for an <img>: a copy, shown even though the library keeps the <svg> hidden until
// its post-render step (an image of the hidden root would be blank).

/** The serialised copy of `svg`, with the root's inline `visibility` dropped. */
export function pictureImageUrl(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.style.removeProperty('visibility');
  if (copy.getAttribute('style') === '') copy.removeAttribute('style');
  copy.removeAttribute('visibility');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
}
