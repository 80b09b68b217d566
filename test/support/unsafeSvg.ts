// What in an SVG could run script or reach another host, found by walking the parsed DOM (so entity tricks cannot hide it).
// foreignObject is allowed: the library draws its labels in one; what is inside it is checked like the rest.

const ADDRESS = /^(xlink:)?href$|^src$/i;
const SAFE_ADDRESS = /^(#|data:image\/(png|jpe?g|gif|webp);base64,)/i;

/** Each unsafe part of the tree under `root`, described; empty when the SVG is inert. */
export function unsafeParts(root: Element): string[] {
  const found: string[] = [];
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const tag = el.localName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'animate', 'set', 'style'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const value = attr.value.trim();
      if (/^on/i.test(attr.localName.replace(/^[\w-]+:/, ''))) found.push(`${attr.name} on <${tag}>`);
      if (/javascript:/i.test(value.replace(/\s/g, ''))) found.push(`javascript: in ${attr.name} on <${tag}>`);
      if (ADDRESS.test(attr.name) && !SAFE_ADDRESS.test(value)) found.push(`${attr.name}="${value}" on <${tag}>`);
      for (const match of value.replace(/\\/g, '').matchAll(/url\(\s*['"]?\s*([^'")]*)/gi)) {
        if (!match[1]!.trim().startsWith('#')) found.push(`url(${match[1]}) in ${attr.name} on <${tag}>`);
      }
    }
  }
  return found;
}
