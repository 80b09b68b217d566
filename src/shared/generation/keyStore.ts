// API keys live only here: in this browser's localStorage, one entry per endpoint, never copied anywhere else.

/** Every stored key's name starts with this; nothing else in the app writes under it. */
export const KEY_STORAGE_PREFIX = 'infographic-preview:model-key:';

/** The part of Web Storage the key store uses (localStorage in the browser; tests pass their own). */
export interface KeyStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

/** A key belongs to an endpoint: its base URL without a trailing slash, so "…/v1/" and "…/v1" share one. */
export function keyScope(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

function browserStorage(): KeyStorage | null {
  // Reading localStorage throws where storage is blocked: then keys are kept for this page only (the caller's state).
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved key for this endpoint, "" when none. */
export function loadKey(baseUrl: string, storage: KeyStorage | null = browserStorage()): string {
  try {
    return storage?.getItem(KEY_STORAGE_PREFIX + keyScope(baseUrl)) ?? '';
  } catch {
    return '';
  }
}

/** Saves the key for this endpoint (an empty key forgets it); false when the browser refuses storage. */
export function saveKey(baseUrl: string, key: string, storage: KeyStorage | null = browserStorage()): boolean {
  if (key.trim() === '') return forgetKey(baseUrl, storage);
  try {
    if (!storage) return false;
    storage.setItem(KEY_STORAGE_PREFIX + keyScope(baseUrl), key.trim());
    return true;
  } catch {
    return false;
  }
}

/** Removes this endpoint's key; true when storage took the change. */
export function forgetKey(baseUrl: string, storage: KeyStorage | null = browserStorage()): boolean {
  try {
    if (!storage) return false;
    storage.removeItem(KEY_STORAGE_PREFIX + keyScope(baseUrl));
    return true;
  } catch {
    return false;
  }
}
