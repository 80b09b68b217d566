// The engine's front door: cheap synchronous parts import directly; the library arrives only through loadEngine().

export type * from './types';
export { MAX_SOURCE_CHARS, MAX_SOURCE_LINES, MAX_ITEMS, MAX_DEPTH, checkItemCount, checkSourceSize, overLimit } from './spec/sizeLimits';
export { formatCount } from './formatCount';
export { serialize, serializeDetailed } from './spec/serialize';
export { fileNameFor } from './export/fileName';
// reading the source back out of an exported picture needs no library: the file-open path uses it
export { pictureKind, pngSource, rasterSource, svgSource } from './export/embeddedSource';
export type { PictureKind } from './export/embeddedSource';
export { canvasTextAt, canvasTextBeingEdited } from './canvas/canvasTargets';
// the library's canvas-editor CSS, served under our CSP (only the Editor imports it, so only its chunk carries the CSS)
export { installCanvasEditorStyles, LIBRARY_STYLE_IDS } from './canvas/canvasEditorStyles';
export { applyCanvasEdit, canvasEditChanges, changedFields } from './canvas/canvasWriteBack';
export { keysAllowedUnder } from './spec/schema';
// the icon set is its own lazy chunk without the library: pages list and draw icons from it
export { loadIconSet } from './icons/iconSetLoader';
export { iconReferencesOf, loadIconsFor } from './icons/iconPreload';
export {
  firstContentLine,
  isHeadLine,
  isSkippedLine,
  lineRange,
  readJsonTheme,
  readThemeBlock,
  replaceJsonTheme,
  replaceThemeBlock,
  templateOfSource,
  withTemplate,
} from './spec/sourceText';
export type { JsonTheme, ThemeBlock } from './spec/sourceText';
export { itemLine, relationLine, textAlternative, textAlternativeMarkdown } from './audit/textAlternative';
export { drawnIconsVersion, onDrawnIcons } from './icons/drawnIcons';
export type { TextAlternative, TextItem, TextRelation } from './audit/textAlternative';
export { compatibleTemplates, conversionsOf, describeConversion, fitsShape, optionsForFit, shapesOfData } from './spec/dataFit';
export type { DataConversion, TemplateFit } from './spec/dataFit';
export { sourceForFit } from './spec/sourceForFit';
// the picture audit reads only the drawn <svg>: no library, so pages and other tools call it directly
export { auditPicture } from './audit/auditPicture';
export type { AuditOptions } from './audit/auditPicture';
export { browserMeasurer, findingBox } from './audit/measure';
export type { Box, PictureMeasurer } from './audit/measure';

export { loadEngine } from './loadEngine';
// what a model is told about the templates (src/shared/generation builds the system prompt from it)
export { drawnFields, shapeDescription, shapeExample } from './prompt/promptCatalogue';
export type { DrawnField } from './prompt/promptCatalogue';
export { nearestNames } from './spec/nearest';
