// The engine's public contract. Type-only: importing this file never pulls @antv/infographic into a bundle.

/** How bad a diagnostic is: `error` blocks rendering, `warning` renders anyway, `info` is advice. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * Every diagnostic code the engine emits (documented in docs/engine.md).
 * The library's own syntax codes are kept as-is; the rest are ours.
 */
export type DiagnosticCode =
  // input guards (sizeLimits.ts)
  | 'empty_input'
  | 'too_large'
  | 'too_many_lines'
  | 'too_many_items'
  | 'too_deep'
  // text syntax (library parser codes, plus our pre-checks)
  | 'bad_syntax'
  | 'bad_list'
  | 'bad_indent'
  | 'unknown_key'
  | 'schema_mismatch'
  | 'invalid_value'
  | 'implicit_template'
  // JSON input
  | 'bad_json'
  // meaning
  | 'missing_template'
  | 'unknown_template'
  | 'deprecated_template'
  | 'unknown_theme'
  | 'unknown_palette'
  | 'missing_data'
  | 'empty_data'
  | 'data_shape'
  | 'wrong_type'
  | 'remote_resource'
  | 'unsafe_svg'
  | 'unsafe_option'
  | 'control_character'
  | 'text_too_long'
  // rendering
  | 'render_failed'
  | 'font_unavailable'
  // picture audit (audit/): what the source says against what the SVG shows
  | 'text_overflow'
  | 'text_overlap'
  | 'text_clipped'
  | 'field_not_drawn'
  | 'icon_placeholder'
  | 'icon_set_unloaded'
  | 'icon_substitute';

/** One problem found in a source, located by 1-based line where the line is known. */
export interface Diagnostic {
  severity: Severity;
  code: DiagnosticCode;
  /** What is wrong, as one sentence without a location (the UI names `line`), e.g. "Unknown template 'chart-pie'." */
  message: string;
  /** 1-based line in the text source; absent for JSON input or whole-document problems. */
  line?: number;
  /** How to fix it, where the engine knows, e.g. "Did you mean chart-pie-donut-pill-badge?" (said here, not in the message) */
  hint?: string;
  /** Dotted path into the options, e.g. "data.lists[2].label", where known. */
  path?: string;
  /** Replacement candidates (nearest template names, ...) for quick-fix buttons. */
  suggestions?: string[];
  /** Picture audit: a CSS selector of the element this finding is about, inside the picture's <svg> (to outline it). */
  element?: string;
}

/** The 1-based source line of an options path ("data.lists[2].label") or of its nearest written ancestor; undefined when unknown (JSON). */
export type LineMap = (path: string) => number | undefined;

/** One item of infographic data (a list entry, a tree node, a chart value...). */
export interface ItemDatum {
  id?: string;
  label?: string;
  desc?: string;
  value?: number | string;
  icon?: string;
  illus?: string;
  group?: string;
  category?: string;
  children?: ItemDatum[];
  attributes?: Record<string, unknown>;
  [key: string]: unknown;
}

/** An edge between two relation nodes. */
export interface RelationDatum {
  id?: string;
  from: string;
  to: string;
  label?: string;
  direction?: 'forward' | 'both' | 'none';
  showArrow?: boolean | 'true' | 'false';
  arrowType?: 'arrow' | 'triangle' | 'diamond';
  lineStyle?: 'solid' | 'dashed';
  [key: string]: unknown;
}

/** The data block. Which list a template reads is its {@link DataShape}. */
export interface InfographicData {
  title?: string;
  desc?: string;
  items?: ItemDatum[];
  lists?: ItemDatum[];
  sequences?: ItemDatum[];
  compares?: ItemDatum[];
  nodes?: ItemDatum[];
  relations?: RelationDatum[];
  values?: ItemDatum[];
  root?: ItemDatum;
  order?: 'asc' | 'desc';
  illus?: Record<string, unknown>;
  attributes?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Plain, serialisable infographic options: what validate returns, render accepts and serialize writes.
 * A subset of the library's InfographicOptions without DOM nodes or plugin instances.
 */
export interface InfographicSpec {
  template?: string;
  data?: InfographicData;
  theme?: string;
  themeConfig?: Record<string, unknown>;
  design?: Record<string, unknown>;
  width?: number | string;
  height?: number | string;
  [key: string]: unknown;
}

/** What render/validate accept: text syntax, JSON text, or options already parsed. */
export type Source = string | InfographicSpec;

/** The result of validate(): options are null when nothing usable could be parsed. */
export interface ValidationResult {
  options: InfographicSpec | null;
  diagnostics: Diagnostic[];
  /** True when no diagnostic has severity `error`. */
  ok: boolean;
  /** 'syntax' for the text form, 'json' for JSON text or an object. */
  format: 'syntax' | 'json' | 'object';
}

/** Page-level overrides applied on top of the source's own options. */
export interface RenderSettings {
  /** Theme name from themes() (light, dark, hand-drawn...). */
  theme?: string;
  /** Palette name from palettes() or an explicit list of colours. */
  palette?: string | string[];
  /** Font family (a name from fonts()); always resolved to local fonts. */
  font?: string;
  /** Turn on the library's on-canvas editor; edits arrive as `options:change`. */
  editable?: boolean;
  width?: number | string;
  height?: number | string;
  padding?: number;
  /** Background colour of the canvas. */
  background?: string;
}

/** One change the library's canvas editor reports (its `options:change` payload), e.g. a label typed on an item. */
export interface CanvasChange {
  op: 'add' | 'remove' | 'update';
  /** `data.items` (an item's text), `data.title`, `data.items[0].children[1].attributes.label`, `data.attributes.title`, `''`… */
  path: string;
  /** The item's place in the drawn list, the tree's root being [0]. */
  indexes?: number[];
  /** The element's role (`item-label`, `title`…) for element updates. */
  role?: string;
  value?: unknown;
}

/** One field a canvas edit set: its options path (`['data', 'lists', 2, 'label']`) and new value (undefined: removed). */
export interface FieldEdit {
  path: (string | number)[];
  value: string | number | boolean | undefined;
}

/** A change of a text: the characters from `from` to `to` (offsets in the text before it) replaced by `insert`. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/** Something a canvas edit did that the text cannot hold as it was, said to the user. */
export interface CanvasEditNote {
  /** `not-kept`: dropped from the text (the picture goes back); `line-breaks`: joined into one line. */
  kind: 'not-kept' | 'line-breaks';
  message: string;
}

/** Payloads of the handle's events. */
export interface RenderEvents {
  /** A new picture is on screen. */
  rendered: { durationMs: number; options: InfographicSpec; svg: SVGSVGElement };
  /** Diagnostics of the latest update (empty array when the source is clean). */
  diagnostics: Diagnostic[];
  /**
   * The on-canvas editor changed the options; serialize() them to write back to text. `changes` are the library's own
   * payload; `notes` say what the text cannot keep (the picture is then redrawn from `options` at the next update);
   * `fields` are the scalar fields the edit set (for applyCanvasEdit), or null when it changed the data's shape.
   */
  'options:change': { options: InfographicSpec; changes: CanvasChange[]; notes: CanvasEditNote[]; fields: FieldEdit[] | null };
}

export type RenderEventName = keyof RenderEvents;

/** A live infographic in a container. Never throws on bad input. */
export interface RenderHandle {
  /** Re-render from a new source; a broken source keeps the last good picture and reports diagnostics. */
  update(source: Source, settings?: RenderSettings): ValidationResult;
  /** Draw the latest source again even though it has not changed (icons whose chunk failed are requested again). */
  redraw(): void;
  /** Remove the picture and every listener. Safe to call twice. */
  destroy(): void;
  /** Moves the picture (its stage, with the library's live instance) into `container`, where later pictures go too. */
  moveTo(container: HTMLElement): void;
  /** Subscribe; returns the unsubscribe function. */
  on<E extends RenderEventName>(event: E, listener: (payload: RenderEvents[E]) => void): () => void;
  /** Wall-clock duration of the last successful render, null before the first. */
  readonly lastDurationMs: number | null;
  /** Diagnostics of the latest update. */
  readonly diagnostics: Diagnostic[];
  /** Options of the picture on screen (the last good render), null when none. */
  readonly options: InfographicSpec | null;
  /** The rendered <svg> on screen, null when none. */
  readonly svg: SVGSVGElement | null;
  /** Resolves when icons of the current picture are in place (for export/screenshots). */
  whenLoaded(): Promise<void>;
  /**
   * Resolves with the picture audit's findings once the current picture is loaded and measured (they are also appended to
   * `diagnostics` and reported as a 'diagnostics' event). An empty list when the picture was replaced first.
   */
  whenAudited(): Promise<Diagnostic[]>;
  /** Wall-clock duration of the last picture audit (measuring and comparing), null before the first. */
  readonly lastAuditMs: number | null;
  /** The layout the last audit had to wait for (the picture's first layout, which its paint would otherwise do), null before the first. */
  readonly lastAuditLayoutMs: number | null;
}

/**
 * The data a template reads (see DATA_SHAPES in schema.ts for the key and form of each):
 * list → data.lists, sequence → data.sequences, hierarchy → data.root (a tree), compare → data.compares
 * (groups with children), quadrant → data.compares (four items), relation → data.nodes + data.relations,
 * chart → data.values (numeric value), lanes → data.sequences as lanes with children + data.relations,
 * layers → data.items as layers → groups → entries, items → data.items.
 */
export type DataShape = 'list' | 'sequence' | 'hierarchy' | 'compare' | 'quadrant' | 'relation' | 'chart' | 'lanes' | 'layers' | 'items';

export type TemplateCategory = 'list' | 'sequence' | 'hierarchy' | 'compare' | 'relation' | 'chart' | 'quadrant';

/** One built-in or registered template, read from the library's registry. */
export interface TemplateInfo {
  name: string;
  category: TemplateCategory | string;
  /** Readable title, e.g. "Sequence · Timeline · Rounded rect node". */
  title: string;
  dataShape: DataShape;
  /** The library marks it as deprecated / legacy. */
  deprecated: boolean;
}

export interface ThemeInfo {
  name: string;
  title: string;
  /** The canvas colour the theme draws on (its colorBg), when it sets one. */
  background?: string;
}

export interface PaletteInfo {
  name: string;
  title: string;
  /** A few sample colours for swatches. */
  colors: string[];
}

export interface FontInfo {
  /** Value to put in RenderSettings.font / theme font-family. */
  family: string;
  title: string;
  /** The CSS font stack actually used (all local). */
  stack: string;
}

export interface PngExportOptions {
  /** Pixel ratio: 1, 2 or 3. Default 2. */
  scale?: 1 | 2 | 3;
  /** Width in pixels (16–8192; the height follows the picture's proportions); wins over `scale`. */
  width?: number;
  /** Drop the background rectangle (PNG only: JPEG and WebP always keep it). Default false. */
  transparent?: boolean;
  /** The source the file carries (opening it restores this text); default: the drawn options written out. */
  source?: string;
}

export interface SvgExportOptions {
  /** Drop the background rectangle. Default false. */
  transparent?: boolean;
  /** The source the file carries in its <metadata>; default: the drawn options written out. */
  source?: string;
}

/** Raster formats: PNG (transparency allowed), JPEG and WebP (always on the background). */
export type RasterFormat = 'png' | 'jpeg' | 'webp';

export interface RasterExportOptions extends PngExportOptions {
  format?: RasterFormat;
}

/** Slide and PDF exports: the source they carry (notes / document metadata). */
export interface DocumentExportOptions {
  /** Drop the background rectangle. Default false. */
  transparent?: boolean;
  source?: string;
}

export type ExportMimeType =
  | 'image/svg+xml'
  | 'image/png'
  | 'image/jpeg'
  | 'image/webp'
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** A file ready to download or copy. */
export interface ExportedFile {
  blob: Blob;
  /** Derived from the infographic's title, e.g. "quarterly-results.svg". */
  fileName: string;
  mimeType: ExportMimeType;
}

/** What an export reads from: a live handle or a bare rendered <svg>. */
export type ExportTarget = RenderHandle | SVGSVGElement;

/** Result of serialize(): text plus what could not be expressed in the text syntax. */
export interface SerializeResult {
  text: string;
  /** Option paths dropped because the text syntax cannot express them (functions, empty strings...). */
  dropped: string[];
}

/** The full engine API, obtained with `await loadEngine()`. */
export interface Engine {
  readonly libraryVersion: string;
  validate(source: Source): ValidationResult;
  render(container: HTMLElement, source: Source, settings?: RenderSettings): RenderHandle;
  serialize(options: InfographicSpec): string;
  serializeDetailed(options: InfographicSpec): SerializeResult;
  exportSVG(target: ExportTarget, options?: SvgExportOptions): Promise<ExportedFile>;
  exportPNG(target: ExportTarget, options?: PngExportOptions): Promise<ExportedFile>;
  /** PNG, JPEG or WebP at a scale or a width. */
  exportRaster(target: ExportTarget, options?: RasterExportOptions): Promise<ExportedFile>;
  /** A 16:9 PowerPoint slide: the picture as SVG (PNG fallback), its title as the slide title, the source in the notes. */
  exportPPTX(target: ExportTarget, options?: DocumentExportOptions): Promise<ExportedFile>;
  /** A one-page vector PDF with selectable text in an embedded font; the source in the document's metadata. */
  exportPDF(target: ExportTarget, options?: DocumentExportOptions): Promise<ExportedFile>;
  /** The standalone SVG as text (what "Copy SVG code" copies). */
  svgCode(target: ExportTarget, options?: SvgExportOptions): Promise<string>;
  /** Copies a PNG (or SVG text where PNG is refused) to the clipboard. */
  copyImage(target: ExportTarget, options?: PngExportOptions): Promise<void>;
  templates(): TemplateInfo[];
  themes(): ThemeInfo[];
  palettes(): PaletteInfo[];
  fonts(): FontInfo[];
  /** Sample options that render with this template (every built-in template has one). */
  sampleOptions(template: string): InfographicSpec;
  /** The same sample as text syntax. */
  sampleSource(template: string): string;
  /** The line of each options path in a source (for auditPicture); a JSON source or object has none. */
  lineMap(source: Source): LineMap;
}
