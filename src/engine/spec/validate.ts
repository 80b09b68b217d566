// Source → options + diagnostics with lines and fix hints. Never throws; exact template check (no fuzzy match).
import { DATA_SHAPES, findTemplate, listTemplates } from './catalogue';
import { checkJsonData, checkSyntaxTreeData, withoutRepeats, type SyntaxTreeNode } from './dataKeys';
import { lib } from '../library';
import { nearestNames } from './nearest';
import { findRemoteResources } from '../draw/resources';
import { findUnsafeOptions } from './optionSafety';
import { jsonLineMap } from './jsonLines';
import { checkIndentation, orList, quoted, sentence, unknownKeyDiagnostic } from './lineChecks';
import { DRAWABLE_DATA_KEYS, JSON_KEYS, preferredDataKey } from './schema';
import { MAX_DEPTH, MAX_ITEMS, checkSourceSize, measureData, tooManyItems } from './sizeLimits';
import { checkTextContent } from './textLimits';
import type { DataShape, Diagnostic, InfographicData, InfographicSpec, ItemDatum, LineMap, Source, ValidationResult } from '../types';
import { t } from '../../i18n/i18n';

/** A validation with what drawing and the picture audit need besides: the line of each options path, the template to draw. */
export interface CheckedSource {
  result: ValidationResult;
  lineOf: LineMap;
  /** The template the library draws: the named one, or the nearest name for an unknown one (said in a warning). */
  drawTemplate: string | null;
}

const NO_LINES: LineMap = () => undefined;

type AstNode = SyntaxTreeNode;

/** Line of an options path ("data.lists[2].label") in the parsed text, or the nearest known ancestor's line. */
function lineOfPath(ast: AstNode | undefined, path: string): number | undefined {
  if (!ast) return undefined;
  const parts = path.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  const roots = [ast, ast.entries?.infographic].filter(Boolean) as AstNode[];
  for (const root of roots) {
    let node: AstNode | undefined = root;
    let line: number | undefined;
    for (const part of parts) {
      if (!node) break;
      if (part.startsWith('[')) node = node.items?.[Number(part.slice(1, -1))];
      else node = node.entries?.[part === 'theme' || part === 'themeConfig' ? 'theme' : part];
      if (node?.line) line = node.line;
    }
    if (line) return line;
  }
  return undefined;
}

/** Library syntax error → our diagnostic (same code, a message that says what and where, a hint). */
function fromSyntaxError(
  error: { path: string; line: number; code: string; message: string; raw?: string },
  severity: 'error' | 'warning',
): Diagnostic {
  const line = error.line > 0 ? error.line : undefined;
  const base = { severity, line, path: error.path || undefined } as const;
  switch (error.code) {
    case 'unknown_key': {
      const key = error.raw ?? error.path.split('.').pop() ?? '';
      const parent = error.path.includes('.') ? error.path.slice(0, error.path.lastIndexOf('.')) : '';
      return unknownKeyDiagnostic(key, parent, line, severity, base.path);
    }
    case 'bad_list':
      return {
        ...base,
        code: 'bad_list',
        message: t('engine.spec.badList.message'),
        hint: t('engine.spec.badList.hint'),
      };
    case 'schema_mismatch':
      if (/Expected array value/.test(error.message)) {
        return {
          ...base,
          code: 'bad_list',
          message: t('engine.spec.mustBeList.message', { path: error.path }),
          hint: t('engine.spec.mustBeList.hint'),
        };
      }
      return {
        ...base,
        code: 'schema_mismatch',
        message: sentence(t('engine.spec.problemAt', { problem: withoutStop(error.message), path: error.path })),
      };
    case 'invalid_value':
      return {
        ...base,
        code: 'invalid_value',
        message: sentence(
          error.raw
            ? t('engine.spec.problemValueAt', { problem: withoutStop(error.message), value: quoted(error.raw), path: error.path })
            : t('engine.spec.problemAt', { problem: withoutStop(error.message), path: error.path }),
        ),
      };
    case 'implicit_template':
      return {
        ...base,
        code: 'implicit_template',
        message: t('engine.spec.implicitTemplate.message', { line: quoted(error.raw ?? '') }),
        hint: t('engine.spec.implicitTemplate.hint', { template: error.raw ?? '<template>' }),
      };
    default:
      return {
        ...base,
        code: error.code === 'bad_indent' ? 'bad_indent' : 'bad_syntax',
        message: sentence(
          error.raw
            ? t('engine.spec.problemValue', { problem: withoutStop(error.message), value: quoted(error.raw) })
            : withoutStop(error.message),
        ),
      };
  }
}

/** Line and column of a JSON.parse error position. */
function jsonErrorLine(text: string, message: string): number | undefined {
  const lineMatch = /line (\d+)/i.exec(message);
  if (lineMatch) return Number(lineMatch[1]);
  const posMatch = /position (\d+)/i.exec(message);
  if (!posMatch) return undefined;
  return text.slice(0, Number(posMatch[1])).split('\n').length;
}

/** A library message without its closing full stop, to go inside a sentence of ours. */
function withoutStop(message: string): string {
  return message.trim().replace(/\.$/, '');
}

/** A JSON.parse message without the location it names ("at position 42", "(line 4 column 1)"): the line goes in `line`. */
function jsonMessage(message: string): string {
  return withoutStop(message.replace(/\s*\(line \d+ column \d+\)/i, '').replace(/\s*at position \d+/i, ''));
}

/** Where a data shape's items go, in words of the interface's language. */
function shapeText(shape: DataShape): string {
  return t(`engine.dataShape.${shape}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the data carries anything to draw for the given keys. */
function hasData(data: InfographicData, key: string): boolean {
  const value = data[key];
  if (Array.isArray(value)) return value.length > 0;
  return isPlainObject(value);
}

/** Template, data shape, size, theme and resource checks shared by text and JSON input. */
function checkMeaning(spec: InfographicSpec, lineOf: (path: string) => number | undefined, templateLine?: number): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const template = spec.template;
  if (typeof template !== 'string' || !template.trim()) {
    diagnostics.push({
      severity: 'error',
      code: 'missing_template',
      line: templateLine,
      message: t('engine.spec.missingTemplate.message'),
      hint: t('engine.spec.missingTemplate.hint'),
    });
  }
  const named = typeof template === 'string' ? findTemplate(template) : undefined;
  let info = named;
  if (typeof template === 'string' && template.trim() && !named) {
    const suggestions = nearestNames(
      template,
      listTemplates()
        .filter((t) => !t.deprecated)
        .map((t) => t.name),
    );
    const line = templateLine ?? lineOf('template');
    const nearest = suggestions[0];
    // the nearest name draws the picture (see fallbackTemplate); with none near, nothing is drawn
    info = nearest ? findTemplate(nearest) : undefined;
    diagnostics.push({
      severity: nearest ? 'warning' : 'error',
      code: 'unknown_template',
      line,
      path: 'template',
      message: nearest
        ? t('engine.spec.unknownTemplate.nearest', { template: quoted(template), nearest })
        : t('engine.spec.unknownTemplate.message', { template: quoted(template) }),
      hint: nearest
        ? suggestions.length > 1
          ? t('engine.spec.unknownTemplate.useOrOthers', { name: nearest, others: suggestions.slice(1).join(', ') })
          : t('engine.spec.use', { name: nearest })
        : t('engine.spec.unknownTemplate.pick'),
      suggestions,
    });
  }
  if (info?.deprecated) {
    const replacement = `compare-${info.name}`;
    diagnostics.push({
      severity: 'warning',
      code: 'deprecated_template',
      line: templateLine,
      message: t('engine.spec.deprecatedTemplate', { template: info.name }),
      hint: t('engine.spec.use', { name: replacement }),
      suggestions: [replacement],
    });
  }

  const data = spec.data;
  if (!isPlainObject(data)) {
    diagnostics.push({
      severity: 'error',
      code: 'missing_data',
      message: t('engine.spec.missingData.message'),
      hint: info ? t('engine.spec.templateReads', { shape: shapeText(info.dataShape) }) : t('engine.spec.missingData.hint'),
    });
  } else {
    const size = measureData(data);
    if (size.items > MAX_ITEMS) {
      diagnostics.push({
        severity: 'error',
        code: 'too_many_items',
        line: lineOf('data'),
        path: 'data',
        ...tooManyItems(size.items),
      });
    }
    if (size.depth > MAX_DEPTH) {
      const line = lineOf(size.deepestPath);
      diagnostics.push({
        severity: 'error',
        code: 'too_deep',
        line,
        path: size.deepestPath,
        message: t('engine.spec.tooDeep.message', { depth: size.depth, limit: MAX_DEPTH }),
        hint: t('engine.spec.tooDeep.hint'),
      });
    }
    if (info) diagnostics.push(...checkShape(data, info.dataShape, info.name, lineOf));
  }

  if (typeof spec.theme === 'string' && spec.theme !== 'default') {
    const themes = lib.getThemes();
    if (!themes.includes(spec.theme)) {
      const suggestions = nearestNames(spec.theme, themes, 2);
      diagnostics.push({
        severity: 'warning',
        code: 'unknown_theme',
        line: lineOf('theme'),
        path: 'theme',
        message: t('engine.spec.unknownTheme.message', { theme: quoted(spec.theme) }),
        hint: suggestions.length
          ? t('engine.spec.didYouMean', { name: orList(suggestions) })
          : t('engine.spec.unknownTheme.hint', { themes: themes.join(', ') }),
        suggestions,
      });
    }
  }
  const palette = isPlainObject(spec.themeConfig) ? spec.themeConfig.palette : undefined;
  if (typeof palette === 'string' && !lib.getPalettes()[palette]) {
    const names = Object.keys(lib.getPalettes());
    const line = lineOf('themeConfig.palette');
    diagnostics.push({
      severity: 'warning',
      code: 'unknown_palette',
      line,
      path: 'themeConfig.palette',
      message: t('engine.spec.unknownPalette.message', { palette: quoted(palette) }),
      hint: t('engine.spec.unknownPalette.hint', { palettes: names.join(', ') }),
      suggestions: nearestNames(palette, names, 2),
    });
  }
  for (const d of [...findRemoteResources(spec), ...findUnsafeOptions(spec), ...checkTextContent(spec)]) {
    const line = d.path ? lineOf(d.path) : undefined;
    diagnostics.push({ ...d, line });
  }
  return diagnostics;
}

/** Does the data have what the template reads? The library silently falls back to other lists, so say so. */
function checkShape(
  data: InfographicData,
  shape: keyof typeof DATA_SHAPES,
  template: string,
  lineOf: (path: string) => number | undefined,
): Diagnostic[] {
  const { keys } = DATA_SHAPES[shape];
  // The library draws the key it prefers for the template's name as it is (hierarchy-structure draws data.root as one layer).
  const preferred = preferredDataKey(template);
  if (!keys.some((key) => hasData(data, key)) && preferred && !keys.includes(preferred) && hasData(data, preferred)) return [];
  if (keys.some((key) => hasData(data, key))) {
    if (shape === 'chart') {
      const values = (data.values ?? []) as ItemDatum[];
      // a value written but not a number is the data checks' wrong_type, which names it
      const index = values.findIndex((v) => v?.value === undefined || v?.value === null);
      if (index >= 0) {
        const line = lineOf(`data.values[${index}]`);
        return [
          {
            severity: 'warning',
            code: 'data_shape',
            line,
            path: `data.values[${index}]`,
            message: t('engine.spec.chartValue.message', { index: index + 1 }),
            hint: t('engine.spec.chartValue.hint'),
          },
        ];
      }
    }
    if (
      (shape === 'compare' || shape === 'lanes') &&
      keys.every((key) => (data[key] as ItemDatum[] | undefined)?.every((g) => !g?.children?.length) ?? true)
    ) {
      const line = lineOf(`data.${keys[0]}`);
      return [
        {
          severity: 'warning',
          code: 'data_shape',
          line,
          path: `data.${keys[0]}`,
          message: t('engine.spec.groupsWithoutChildren', { template, key: keys[0] }),
          hint: t('engine.spec.templateReads', { shape: shapeText(shape) }),
        },
      ];
    }
    return [];
  }
  const present = DRAWABLE_DATA_KEYS.filter((key) => hasData(data, key));
  if (present.length === 0) {
    const line = lineOf('data');
    return [
      {
        severity: 'error',
        code: 'empty_data',
        line,
        path: 'data',
        message: t('engine.spec.emptyData.message'),
        hint: t('engine.spec.emptyData.hint', { template, shape: shapeText(shape) }),
      },
    ];
  }
  const line = lineOf(`data.${present[0]}`);
  return [
    {
      severity: 'warning',
      code: 'data_shape',
      line,
      path: `data.${present[0]}`,
      message: t('engine.spec.otherList.message', { template, expected: keys[0], present: present[0] }),
      hint: t('engine.spec.otherList.hint', { present: present[0], expected: keys[0], shape: shapeText(shape) }),
      suggestions: [keys[0]!],
    },
  ];
}

function result(options: InfographicSpec | null, diagnostics: Diagnostic[], format: ValidationResult['format']): ValidationResult {
  return { options, diagnostics, ok: !diagnostics.some((d) => d.severity === 'error'), format };
}

function checked(
  options: InfographicSpec | null,
  diagnostics: Diagnostic[],
  format: ValidationResult['format'],
  lineOf: LineMap = NO_LINES,
): CheckedSource {
  const unknown = diagnostics.find((d) => d.code === 'unknown_template' && d.severity !== 'error');
  const drawTemplate = unknown ? (unknown.suggestions?.[0] ?? null) : typeof options?.template === 'string' ? options.template : null;
  return { result: result(options, diagnostics, format), lineOf, drawTemplate };
}

function validateObject(value: unknown, format: 'json' | 'object', lineOf: LineMap = NO_LINES): CheckedSource {
  if (!isPlainObject(value)) {
    return checked(
      null,
      [
        {
          severity: 'error',
          code: 'bad_json',
          message: t('engine.spec.notOptions.message'),
          hint: t('engine.spec.notOptions.hint'),
        },
      ],
      format,
    );
  }
  const diagnostics: Diagnostic[] = [];
  let spec: InfographicSpec;
  try {
    // a structural copy: callers may mutate what we return, and functions/DOM nodes cannot be serialised anyway
    spec = JSON.parse(JSON.stringify(value)) as InfographicSpec;
  } catch (error) {
    return checked(
      null,
      [{ severity: 'error', code: 'bad_json', message: sentence(t('engine.spec.notCopied', { reason: (error as Error).message })) }],
      format,
    );
  }
  for (const key of Object.keys(spec)) {
    if (!JSON_KEYS.includes(key)) {
      const suggestions = nearestNames(key, JSON_KEYS, 1);
      diagnostics.push({
        severity: 'warning',
        code: 'unknown_key',
        line: lineOf(key),
        path: key,
        message: t('engine.spec.unknownTopKey', { key: quoted(key) }),
        hint: suggestions.length
          ? t('engine.spec.didYouMean', { name: `'${suggestions[0]}'` })
          : t('engine.spec.allowedKeys', { keys: JSON_KEYS.join(', ') }),
        suggestions,
      });
    }
  }
  diagnostics.push(...checkMeaning(spec, lineOf, lineOf('template')));
  diagnostics.push(...withoutRepeats(checkJsonData(spec.data, lineOf), diagnostics));
  diagnostics.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return checked(spec, diagnostics, format, lineOf);
}

/** `title default` parses as { type: 'default' }; the library reads both forms alike, so keep the short one (as written). */
function normalizeDesign(spec: InfographicSpec): InfographicSpec {
  const design = spec.design;
  if (!isPlainObject(design)) return spec;
  const short = (node: unknown) =>
    isPlainObject(node) && Object.keys(node).length === 1 && typeof node.type === 'string' ? node.type : node;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(design)) next[key] = key === 'items' && Array.isArray(value) ? value.map(short) : short(value);
  return { ...spec, design: next };
}

function validateText(text: string): CheckedSource {
  const lines = text.split(/\r?\n/);
  const pre = checkIndentation(lines);
  if (pre.some((d) => d.severity === 'error')) return checked(null, pre, 'syntax');
  const parsed = lib.parseSyntax(text);
  const ast = parsed.ast as unknown as AstNode | undefined;
  const diagnostics: Diagnostic[] = [...pre];
  parsed.errors.forEach((e) => diagnostics.push(fromSyntaxError(e, 'error')));
  parsed.warnings.forEach((w) => diagnostics.push(fromSyntaxError(w, 'warning')));
  const templateLine =
    ast?.entries?.template?.line ?? ast?.entries?.infographic?.line ?? (lines.findIndex((l) => l.trim()) + 1 || undefined);
  const spec = normalizeDesign(parsed.options as InfographicSpec);
  const lineOf: LineMap = (path) => (path === 'template' ? templateLine : lineOfPath(ast, path));
  const meaning = checkMeaning(spec, lineOf, templateLine);
  // "no items" and "no data" only restate a syntax error inside the data block; keep the cause
  const syntaxInData = parsed.errors.some((e) => e.path.startsWith('data') || e.code === 'bad_list');
  diagnostics.push(...meaning.filter((d) => !(syntaxInData && (d.code === 'empty_data' || d.code === 'missing_data'))));
  diagnostics.push(...withoutRepeats(checkSyntaxTreeData(ast), diagnostics));
  diagnostics.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return checked(spec, diagnostics, 'syntax', lineOf);
}

/** Parses and checks a source (text syntax, JSON text or an options object). Never throws. */
export function validate(source: Source): ValidationResult {
  return checkSource(source).result;
}

/** validate() plus the source's line map and the template to draw (render and the picture audit read them). Never throws. */
export function checkSource(source: Source): CheckedSource {
  try {
    if (typeof source !== 'string') return validateObject(source, 'object');
    const size = checkSourceSize(source);
    if (size.length) return checked(null, size, 'syntax');
    const trimmed = source.trim();
    if (!trimmed) {
      return checked(
        null,
        [
          {
            severity: 'error',
            code: 'empty_input',
            message: t('engine.spec.emptyInput.message'),
            hint: t('engine.spec.emptyInput.hint'),
          },
        ],
        'syntax',
      );
    }
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      let value: unknown;
      try {
        value = JSON.parse(trimmed);
      } catch (error) {
        const message = (error as Error).message;
        const offset = source.indexOf(trimmed[0]!);
        const line = jsonErrorLine(trimmed, message);
        const absolute = line !== undefined ? line + source.slice(0, offset).split('\n').length - 1 : undefined;
        return checked(
          null,
          [
            {
              severity: 'error',
              code: 'bad_json',
              line: absolute,
              message: sentence(t('engine.spec.invalidJson', { reason: jsonMessage(message) })),
            },
          ],
          'json',
        );
      }
      return validateObject(value, 'json', jsonLineMap(source));
    }
    return validateText(source);
  } catch (error) {
    // the library's parser is not expected to throw; if it does, report rather than break the page
    return checked(
      null,
      [
        {
          severity: 'error',
          code: 'bad_syntax',
          message: sentence(t('engine.spec.unreadable', { reason: (error as Error)?.message ?? String(error) })),
        },
      ],
      typeof source === 'string' ? 'syntax' : 'object',
    );
  }
}
