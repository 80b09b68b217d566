// Whether the document store can save, and the plain words that tell the user when it cannot (read when shown: a status's
// message is a getter, so it speaks the interface's language of the moment).
import { t } from '../../i18n/i18n';
import type { ConnectionStatus } from './connection';

export type StorageState =
  /** Opening the database. */
  | 'loading'
  /** Saving works. */
  | 'ok'
  /** No database: storage turned off, private mode, refused, or taken over by a newer version of the app. */
  | 'unavailable'
  /** Waiting for another tab of the app to let the database upgrade. */
  | 'blocked'
  /** The browser's storage quota is used up: the latest changes are not saved. */
  | 'full'
  /** A save failed for another reason. */
  | 'failed';

export interface StorageStatus {
  state: StorageState;
  /** Why saving does not work, in a sentence; empty while loading or ok. */
  message: string;
}

export const STORAGE_OK: StorageStatus = { state: 'ok', message: '' };
export const STORAGE_LOADING: StorageStatus = { state: 'loading', message: '' };

export function storageUnavailable(reason: string): StorageStatus {
  return { state: 'unavailable', message: t('shared.storage.unavailable', { reason }) };
}

export const STORAGE_BLOCKED: StorageStatus = {
  state: 'blocked',
  get message() {
    return t('shared.storage.blocked');
  },
};

export const STORAGE_CLOSED_FOR_UPGRADE: StorageStatus = {
  state: 'unavailable',
  get message() {
    return t('shared.storage.closedForUpgrade');
  },
};

export const STORAGE_DELETED: StorageStatus = {
  state: 'failed',
  get message() {
    return t('shared.storage.deleted');
  },
};

export const STORAGE_FULL: StorageStatus = {
  state: 'full',
  get message() {
    return t('shared.storage.full');
  },
};

export const STORAGE_NEWER_RECORD: StorageStatus = {
  state: 'unavailable',
  get message() {
    return t('shared.storage.newerRecord');
  },
};

export const STORAGE_NEWER_DATABASE: StorageStatus = {
  state: 'unavailable',
  get message() {
    return t('shared.storage.newerDatabase');
  },
};

/** What the database connection's status means for saving the document (a failed write is the store's own: storageWriteFailed). */
export function storageOfConnection(status: ConnectionStatus): StorageStatus {
  if (status.kind === 'opening') return STORAGE_LOADING;
  if (status.kind === 'ok') return STORAGE_OK;
  switch (status.reason) {
    case 'blocked':
      return STORAGE_BLOCKED;
    case 'upgraded':
      return STORAGE_CLOSED_FOR_UPGRADE;
    case 'deleted':
      return STORAGE_DELETED;
    case 'newer':
      return STORAGE_NEWER_DATABASE;
    default:
      return storageUnavailable(status.detail);
  }
}

/** A failed write, named by its kind: a full quota or anything else. */
export function storageWriteFailed(error: unknown): StorageStatus {
  if (isQuotaError(error)) return STORAGE_FULL;
  return { state: 'failed', message: t('shared.storage.saveFailed', { error: describeError(error) }) };
}

/** Browsers name a full quota QuotaExceededError (old Firefox: NS_ERROR_DOM_QUOTA_REACHED); a transaction aborted by it carries it as `error`. */
export function isQuotaError(error: unknown): boolean {
  const name = errorName(error);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  const cause = (error as { error?: unknown } | null)?.error ?? (error as { target?: { error?: unknown } } | null)?.target?.error;
  return cause !== undefined && cause !== error && isQuotaError(cause);
}

export function describeError(error: unknown): string {
  const name = errorName(error);
  const message = typeof (error as { message?: unknown } | null)?.message === 'string' ? (error as { message: string }).message : '';
  if (name && message) return `${name}: ${message}`;
  return name || message || String(error);
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : '';
}
