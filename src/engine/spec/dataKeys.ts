// Keys and values of the data checked against what the library reads (schema.ts: DATA_FIELDS, ITEM_FIELDS,
// RELATION_FIELDS): an unknown key at any level is a warning with the nearest known key; a value of the wrong kind is named
// with what its key expects. Library-free: the text's syntax tree and a JSON value are read through one small view each.
import { orList, quoted, unknownKeyDiagnostic } from './lineChecks';
import { DATA_FIELDS, ITEM_FIELDS, RELATION_FIELDS, type DataFieldKind } from './schema';
import { MAX_DEPTH } from './sizeLimits';
import type { Diagnostic, LineMap } from '../types';
import { t } from '../../i18n/i18n';

/** A node of the library's syntax tree (`parseSyntax(text).ast`). */
export interface SyntaxTreeNode {
  kind: 'value' | 'object' | 'array';
  line: number;
  value?: string;
  entries?: Record<string, SyntaxTreeNode>;
  items?: SyntaxTreeNode[];
}

/** One key of an object as written, with the node of its value and its line. */
interface Member<N> {
  key: string;
  node: N;
  line: number | undefined;
  /** Written on the item's own line (`- label Step 1`), where a line of plain text is read as a key and its value. */
  inline?: boolean;
}

/** The key an object is the value of, and what that key expects, to name a value that is no object. */
interface Owner {
  key: string;
  kind: DataFieldKind;
}

/** How the checks read a source's data: the same questions of the text's syntax tree and of a JSON value. */
interface DataView<N> {
  /** The keys of `node` read as an object (a relation's `a -> b` line has none); null when it cannot be one. */
  members(node: N, relation: boolean): Member<N>[] | null;
  /** The entries of `node` read as a list; null when it is not one. */
  items(node: N): readonly N[] | null;
  /** The single value written, if `node` is one: the text as written, or the JSON value. */
  scalar(node: N): { value: unknown } | undefined;
  line(node: N, path: string): number | undefined;
  /** JSON: a number is a JSON number ('3' in quotes is text); the text syntax writes every value as text. */
  typed: boolean;
}

/** The library's edge shorthand in `relations` (`a -> b`, `a <-> b`, `a -- b`), kept as the library writes it. */
const RELATION_TOKEN = /(?:[<>o.x-]{2,}|[<>=]{2,})/;

/** The key and value of an item's first line (`- label Step 1`, `label: Step 1`), as the library's parser splits it. */
function inlineKeyValue(text: string): { key: string; value: string } | null {
  const trimmed = text.trim();
  const match = /^([^:\s=]+)\s*[:=]\s*(.*)$/.exec(trimmed) ?? /^(\S+)\s+(.*)$/.exec(trimmed);
  return match ? { key: match[1]!, value: match[2]!.trim() } : null;
}

const syntaxTreeView: DataView<SyntaxTreeNode> = {
  members(node, relation) {
    if (node.kind === 'array') return null;
    const entries = Object.entries(node.entries ?? {});
    const members: Member<SyntaxTreeNode>[] = [];
    if (node.value !== undefined && !(relation && entries.length === 0 && RELATION_TOKEN.test(node.value))) {
      const inline = inlineKeyValue(node.value);
      // a line with a key and no value is the item's own value to the library, not a key
      if (inline) {
        members.push({ key: inline.key, node: { kind: 'value', line: node.line, value: inline.value }, line: node.line, inline: true });
      }
    }
    for (const [key, child] of entries) members.push({ key, node: child, line: child.line });
    return members;
  },
  items: (node) => (node.kind === 'array' ? (node.items ?? []) : null),
  scalar: (node) =>
    node.kind === 'value' || (node.kind === 'object' && node.value !== undefined && !Object.keys(node.entries ?? {}).length)
      ? { value: node.value }
      : undefined,
  line: (node) => node.line,
  typed: false,
};

interface JsonNode {
  value: unknown;
}

function jsonView(lineOf: LineMap): DataView<JsonNode> {
  return {
    members(node) {
      const { value } = node;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
      return Object.entries(value).map(([key, child]) => ({ key, node: { value: child }, line: undefined }));
    },
    items: (node) => (Array.isArray(node.value) ? node.value.map((value: unknown) => ({ value })) : null),
    scalar: (node) => (typeof node.value === 'object' && node.value !== null ? undefined : { value: node.value }),
    line: (_node, path) => lineOf(path),
    typed: true,
  };
}

/** The library's number syntax in text (`3`, `-2.5`, a trailing comment). */
function isNumberText(value: unknown): boolean {
  return typeof value === 'string' && /^-?\d+(\.\d+)?(?:\s*(#|\/\/).*)?$/.test(value.trim());
}

function expected(kind: DataFieldKind): string {
  if (typeof kind === 'object') return orList(kind.oneOf);
  switch (kind) {
    case 'number':
    case 'items':
    case 'relations':
    case 'item':
      return t(`engine.data.expected.${kind}`);
    default:
      return t('engine.data.expected.text');
  }
}

/** An unknown key's message, naming where its object sits: "in item 2 of data.values", "in data.root", "under 'data'". */
function unknownKeyIn(path: string): (key: string) => string {
  if (path === 'data') return (key) => t('engine.unknownKey.under', { key, parent: 'data' });
  const item = /^(.*)\[(\d+)\]$/.exec(path);
  if (item) {
    const values = { index: Number(item[2]) + 1, list: item[1] };
    return item[1]!.endsWith('relations')
      ? (key) => t('engine.unknownKey.inRelation', { key, ...values })
      : (key) => t('engine.unknownKey.inItem', { key, ...values });
  }
  return (key) => t('engine.unknownKey.in', { key, path });
}

/** The checks of one source's data, read through `view`; `data` is the `data` block's node. */
function checkWith<N>(view: DataView<N>, data: N): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];

  /** What the value is, to start a message: "The value 'abc'" (`what` value), or "A list" (list) / "A group of keys". */
  const describe = (node: N): { what: 'value' | 'list' | 'keys'; value?: string } => {
    const scalar = view.scalar(node);
    if (scalar) return { what: 'value', value: quoted(typeof scalar.value === 'string' ? scalar.value : JSON.stringify(scalar.value)) };
    return { what: view.items(node) ? 'list' : 'keys' };
  };

  /** `entry`: the node is one entry of the list `key`, not the key's value. */
  const wrongKind = (node: N, kind: DataFieldKind, key: string, path: string, line: number | undefined, entry = false) => {
    const jsonNumberText = view.typed && kind === 'number' && isNumberText(view.scalar(node)?.value);
    diagnostics.push({
      severity: 'warning',
      code: 'wrong_type',
      line,
      path,
      message: t(
        typeof kind === 'object'
          ? 'engine.data.wrongType.notAllowed'
          : kind === 'items' || kind === 'relations'
            ? entry
              ? kind === 'items'
                ? 'engine.data.wrongType.notItem'
                : 'engine.data.wrongType.notRelation'
              : 'engine.data.wrongType.notList'
            : 'engine.data.wrongType.notKind',
        { ...describe(node), key, expected: expected(kind) },
      ),
      hint:
        kind === 'number'
          ? jsonNumberText
            ? t('engine.data.wrongType.unquoteNumber')
            : t('engine.data.wrongType.number')
          : (kind === 'items' || kind === 'relations') && !entry
            ? t('engine.data.wrongType.listEntries', { key })
            : undefined,
    });
  };

  /** The keys of an object; `owner` is the key holding it, named when it is not an object at all. */
  const checkObject = (node: N, fields: Readonly<Record<string, DataFieldKind>>, path: string, depth: number, owner: Owner) => {
    const members = view.members(node, fields === RELATION_FIELDS);
    if (members === null) {
      wrongKind(node, owner.kind, owner.key, path, view.line(node, path), owner.kind !== 'item');
      return;
    }
    const known = Object.keys(fields);
    for (const { key, node: child, line, inline } of members) {
      const childPath = `${path}.${key}`;
      const at = line ?? view.line(child, childPath);
      const kind = Object.prototype.hasOwnProperty.call(fields, key) ? fields[key] : undefined;
      if (!kind) {
        const unknown = unknownKeyDiagnostic(key, path, at, 'warning', childPath, { known, message: unknownKeyIn(path) });
        // `- Step one` (text with no key) is read as key 'Step': the fix is a label
        const text = inline && fields === ITEM_FIELDS && !/^[a-z]/.test(key) && !unknown.suggestions?.length;
        diagnostics.push(text ? { ...unknown, hint: t('engine.unknownKey.itemText', { key }), suggestions: [`label ${key}`] } : unknown);
        continue;
      }
      checkValue(child, kind, key, childPath, at, depth);
    }
  };

  const checkValue = (node: N, kind: DataFieldKind, key: string, path: string, line: number | undefined, depth: number) => {
    const scalar = view.scalar(node);
    if (typeof kind === 'object') {
      if (!scalar || !kind.oneOf.includes(String(scalar.value).trim())) wrongKind(node, kind, key, path, line);
      return;
    }
    switch (kind) {
      case 'number':
        // JSON's null is no value: a chart item without one is the data shape's to say
        if (view.typed && scalar?.value === null) return;
        if (!scalar || !(view.typed ? typeof scalar.value === 'number' && Number.isFinite(scalar.value) : isNumberText(scalar.value))) {
          wrongKind(node, kind, key, path, line);
        }
        return;
      case 'text':
        if (!scalar) wrongKind(node, kind, key, path, line);
        return;
      case 'items':
      case 'relations': {
        const items = view.items(node);
        if (!items) {
          wrongKind(node, kind, key, path, line);
          return;
        }
        // deeper than the limit is too_deep's to say; the walk stops there, so deep JSON cannot overflow the stack
        if (depth > MAX_DEPTH) return;
        items.forEach((item, index) => {
          const itemPath = `${path}[${index}]`;
          checkObject(item, kind === 'items' ? ITEM_FIELDS : RELATION_FIELDS, itemPath, depth + 1, { key, kind });
        });
        return;
      }
      case 'item':
        checkObject(node, ITEM_FIELDS, path, depth + 1, { key, kind });
        return;
      default:
        return;
    }
  };

  checkObject(data, DATA_FIELDS, 'data', 0, { key: 'data', kind: 'item' });
  return diagnostics;
}

/** The data block's keys and values in the text syntax's tree (the `data` block, also when indented under the head line). */
export function checkSyntaxTreeData(ast: SyntaxTreeNode | undefined): Diagnostic[] {
  const data = ast?.entries?.data ?? ast?.entries?.infographic?.entries?.data;
  return data ? checkWith(syntaxTreeView, data) : [];
}

/** The data's keys and values in JSON options; `lineOf` gives each path's line in the JSON text. */
export function checkJsonData(data: unknown, lineOf: LineMap): Diagnostic[] {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? checkWith(jsonView(lineOf), { value: data }) : [];
}

/**
 * The checks' findings that no other diagnostic already speaks about: the parser reports unknown keys and values it cannot
 * read where its schema is strict (the data block's own keys, a relation's direction), at the same path.
 */
export function withoutRepeats(found: readonly Diagnostic[], existing: readonly Diagnostic[]): Diagnostic[] {
  const spoken = new Set(existing.map((d) => d.path).filter(Boolean));
  return found.filter((d) => !spoken.has(d.path));
}
