// The async "engine" chunk's entry: makes the library offline, then exposes the full API object.
import { fonts, listPalettes, listTemplates, listThemes, sampleOptions } from './spec/catalogue';
import { exportPDF, exportPPTX } from './export/exportDocuments';
import { copyImage, exportPNG, exportRaster, exportSVG, svgCode } from './export/exportImage';
import { installLocalFonts } from './fonts/fonts';
import { installLocalIcons } from './icons/icons';
import { lib } from './library';
import { render } from './draw/render';
import { serialize, serializeDetailed } from './spec/serialize';
import type { Engine } from './types';
import { checkSource, validate } from './spec/validate';

let engine: Engine | null = null;

/** Installs local fonts and icons (once) and returns the API. */
export function createEngine(): Engine {
  if (engine) return engine;
  installLocalFonts();
  installLocalIcons();
  engine = {
    libraryVersion: lib.VERSION,
    validate,
    render,
    serialize,
    serializeDetailed,
    exportSVG,
    exportPNG,
    exportRaster,
    exportPPTX,
    exportPDF,
    svgCode,
    copyImage,
    templates: listTemplates,
    themes: listThemes,
    palettes: listPalettes,
    fonts,
    sampleOptions,
    sampleSource: (template: string) => serialize(sampleOptions(template)),
    lineMap: (source) => checkSource(source).lineOf,
  };
  return engine;
}
