// A page's working copy (a value store) remembered in the work memory: put back when the page mounts (at once from this tab's
// copy, so client-side navigation shows no empty fields; else from the database once read, unless the user changed the store
// first), and written each time what is kept of it changes. The record is checked on the way back: a bad or old one is ignored.
import { useEffect, useState } from 'react';
import { browserEnvironment } from '../document/browserEnvironment';
import { createWorkMemory, type WorkMemory } from '../document/workMemory';
import type { ValueStore } from './valueStore';

export interface Remembering<T> {
  /** What is kept of the value: plain data (never a key or a password); compared field by field, so the same is not written again. */
  save(value: T): Record<string, unknown>;
  /** Checks a remembered record (anything: an old shape, a hand-edited one) and puts it back; false when it was not usable. */
  restore(raw: unknown): boolean;
}

let appMemory: WorkMemory | null = null;

/** The app's one work memory over the browser's IndexedDB, created on first use. */
export function appWorkMemory(): WorkMemory {
  if (!appMemory) {
    const environment = browserEnvironment();
    appMemory = createWorkMemory({
      database: environment.database,
      onPageHide: environment.onPageHide,
      unloadBackup: environment.unloadBackup,
    });
  }
  return appMemory;
}

/** Forgets the app's work memory, as a new tab would start (tests: each starts with nothing remembered). */
export function forgetAppWorkMemory(): void {
  appMemory?.dispose();
  appMemory = null;
}

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** Puts back what this tab remembered under `key`, now; true when something was put back. */
export function restoreNow<T>(memory: WorkMemory, key: string, remembering: Remembering<T>): boolean {
  const raw = memory.peek(key);
  return raw !== undefined && remembering.restore(raw);
}

/**
 * Follows `store` from now on: each change of what is kept is written to the memory under `key`. Unless `restored`, the stored
 * record is read and put back, if the store has not changed meanwhile (what the user did on this mount wins). Returns the stop.
 */
export function followStore<T>(
  memory: WorkMemory,
  key: string,
  store: ValueStore<T>,
  remembering: Remembering<T>,
  restored: boolean,
): () => void {
  let last = remembering.save(store.get());
  let changed = false;
  let stopped = false;
  const unsubscribe = store.subscribe(() => {
    const next = remembering.save(store.get());
    if (sameFields(next, last)) return;
    last = next;
    changed = true;
    memory.write(key, next);
  });
  if (!restored)
    void memory.read(key).then((raw) => {
      if (stopped || changed || raw === undefined) return;
      if (!remembering.restore(raw)) return;
      // Put back as it was stored: nothing new to write.
      last = remembering.save(store.get());
      changed = false;
    });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/**
 * Remembers a page's value store under `key`. Call it in the component that creates the store, right after creating it (so this
 * tab's copy is put back before any view reads the store); `remembering` is read once, on mount.
 */
export function useRememberedStore<T>(key: string, store: ValueStore<T>, remembering: Remembering<T>, memory = appWorkMemory()): void {
  const [restored] = useState(() => restoreNow(memory, key, remembering));
  const [first] = useState(() => remembering);
  useEffect(() => followStore(memory, key, store, first, restored), [memory, key, store, first, restored]);
}

type FieldKind = 'string' | 'number' | 'boolean' | 'strings';
type FieldType<K extends FieldKind> = K extends 'string' ? string : K extends 'number' ? number : K extends 'boolean' ? boolean : string[];
const KIND_CHECKS: Record<FieldKind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  strings: (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
};

/** The record's fields of the given kinds, or null when it is not an object or any of them is missing or of another kind. */
export function fieldsOf<S extends Record<string, FieldKind>>(raw: unknown, shape: S): { [K in keyof S]: FieldType<S[K]> } | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(shape)) {
    if (!KIND_CHECKS[kind](record[name])) return null;
    picked[name] = record[name];
  }
  return picked as { [K in keyof S]: FieldType<S[K]> };
}
