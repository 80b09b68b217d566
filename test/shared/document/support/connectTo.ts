// A database connection for a store under test, like one tab's (src/shared/document/connection.ts); null: no IndexedDB.
import { createDatabaseConnection, type DatabaseConnection } from '../../../../src/shared/document/connection';

export function connectTo(indexedDB: IDBFactory | null, openTimeoutMs?: number): DatabaseConnection {
  return createDatabaseConnection({ indexedDB, openTimeoutMs });
}
