// Past generations in this browser's IndexedDB, in their own database so the document store's schema never has to change for
// them. A record holds what the user asked and what came back; it has no field for a key, so a key can never be stored here.
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { Protocol } from '../../../shared/generation';
import { t } from '../../../i18n/i18n';

export const GENERATIONS_DATABASE = 'infographic-generations';
export const GENERATIONS_STORE = 'generations';
/** The newest this many are kept; older ones are dropped as new ones arrive. */
export const GENERATIONS_KEPT = 100;

/** What one generation asked and answered (never the key, never the key's headers). */
export interface GenerationFields {
  prompt: string;
  /** The data the user pasted under "use my data" ('' when none). */
  data: string;
  /** The provider's name as the user saw it (a proxied endpoint's label or "Custom"). */
  provider: string;
  /** How the endpoint was spoken to (a retry asks the same endpoint the same way). */
  protocol: Protocol;
  baseUrl: string;
  model: string;
  /** The model's whole answer (prose and fenced spec). */
  answer: string;
  /** The spec as the model wrote it (its block), '' when none was found. */
  spec: string;
  /** The spec after the page's repairs (the one drawn), '' when none was found; equal to `spec` when nothing needed one. */
  repairedSpec: string;
}

export interface GenerationRecord extends Omit<GenerationFields, 'protocol'> {
  id: number;
  /** When it finished, ms since the epoch. */
  savedAt: number;
  /** null for a record kept before the protocol was (a retry then asks the way chosen now). */
  protocol: Protocol | null;
}

interface GenerationsSchema extends DBSchema {
  generations: { key: number; value: GenerationRecord; indexes: { savedAt: number } };
}

export interface GenerationHistory {
  /** Newest first. */
  list(): Promise<GenerationRecord[]>;
  add(fields: GenerationFields, savedAt: number): Promise<GenerationRecord>;
  remove(id: number): Promise<void>;
  clear(): Promise<void>;
  close(): void;
}

/** The text fields every record has had from the first version. */
const TEXT_FIELDS = ['prompt', 'data', 'provider', 'baseUrl', 'model', 'answer', 'spec'] as const;
const PROTOCOLS: readonly Protocol[] = ['openai', 'anthropic', 'ollama'];

/** Copies only the known fields, so nothing else a caller's object carries (a key, headers) is ever written. */
function pickFields(fields: GenerationFields): GenerationFields {
  const picked = { protocol: fields.protocol, repairedSpec: String(fields.repairedSpec ?? '') } as GenerationFields;
  for (const name of TEXT_FIELDS) picked[name] = String(fields[name] ?? '');
  return picked;
}

/**
 * A stored value as a record, or null when it lacks the record's shape (another app version may have written it). Records
 * from before the protocol and the repaired spec were kept read as "protocol unknown" and "no repair".
 */
function readRecord(value: unknown): GenerationRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  if (typeof stored.id !== 'number' || typeof stored.savedAt !== 'number') return null;
  if (!TEXT_FIELDS.every((f) => typeof stored[f] === 'string')) return null;
  const record = stored as unknown as GenerationRecord;
  return {
    ...record,
    protocol: PROTOCOLS.includes(stored.protocol as Protocol) ? (stored.protocol as Protocol) : null,
    repairedSpec: typeof stored.repairedSpec === 'string' ? stored.repairedSpec : record.spec,
  };
}

/** Rejects when the browser has no usable IndexedDB (private mode, storage off): the page then keeps no history. */
export async function openGenerationHistory(factory: IDBFactory | null = globalThis.indexedDB ?? null): Promise<GenerationHistory> {
  if (!factory) throw new Error(t('dynamic.generations.noStorage'));
  const db = await openWith(factory);
  return {
    async list() {
      const values: unknown[] = await db.getAllFromIndex(GENERATIONS_STORE, 'savedAt');
      return values
        .map(readRecord)
        .filter((record) => record !== null)
        .reverse();
    },
    async add(fields, savedAt) {
      const value: Omit<GenerationRecord, 'id'> = { ...pickFields(fields), savedAt };
      const id = await db.add(GENERATIONS_STORE, value as GenerationRecord);
      const keys = await db.getAllKeysFromIndex(GENERATIONS_STORE, 'savedAt');
      for (const old of keys.slice(0, Math.max(0, keys.length - GENERATIONS_KEPT))) await db.delete(GENERATIONS_STORE, old);
      return { ...value, id };
    },
    remove: (id) => db.delete(GENERATIONS_STORE, id),
    clear: () => db.clear(GENERATIONS_STORE),
    close: () => db.close(),
  };
}

function upgradeGenerations(db: IDBPDatabase<GenerationsSchema>): void {
  if (!db.objectStoreNames.contains(GENERATIONS_STORE))
    db.createObjectStore(GENERATIONS_STORE, { keyPath: 'id', autoIncrement: true }).createIndex('savedAt', 'savedAt');
}

/** Opens through a given factory (idb's openDB only reads the global one; tests pass their own). */
async function openWith(factory: IDBFactory): Promise<IDBPDatabase<GenerationsSchema>> {
  const request = factory.open(GENERATIONS_DATABASE, 1);
  request.addEventListener('upgradeneeded', () => upgradeGenerations(wrap(request.result) as IDBPDatabase<GenerationsSchema>));
  return (await wrap(request)) as unknown as IDBPDatabase<GenerationsSchema>;
}
