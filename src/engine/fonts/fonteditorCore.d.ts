// Types for the two fonteditor-core modules the subsetter imports by path (the package's own types cover only its index,
// whose import would also pull its WOFF2 WebAssembly loader).
declare module 'fonteditor-core/lib/ttf/ttfwriter' {
  import type { TTF } from 'fonteditor-core';
  export default class TTFWriter {
    constructor(options?: { hinting?: boolean; kerning?: boolean });
    write(ttf: TTF.TTFObject): ArrayBuffer;
  }
}

declare module 'fonteditor-core/lib/ttf/getEmptyttfObject' {
  import type { TTF } from 'fonteditor-core';
  export default function getEmptyttfObject(): TTF.TTFObject;
}
