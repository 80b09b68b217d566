// What the Generate browser specs check after a generation: problems other than the ones provoked on purpose, and
// everything this browser stored for the site (to prove a key is in none of it).
import type { Page } from 'playwright-core';
import type { Visit } from '../harness/browserSession';

/**
 * Problems other than the ones a test provoked on purpose. A site without the operator's /models.json serves the build's
 * default (no proxied endpoints), so nothing about it is expected here either.
 */
export function unexpectedProblems(visit: Visit, allowed: RegExp[] = []): string[] {
  const problems = visit.watch.problems();
  const all = [
    ...problems.consoleErrors,
    ...problems.pageErrors,
    ...problems.errorResponses,
    ...problems.foreignRequests,
    ...problems.cspViolations,
  ];
  return all.filter((line) => !allowed.some((pattern) => pattern.test(line)));
}

/** Every record of every IndexedDB database of the page's origin, as JSON text. */
export function storedDatabases(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: Record<string, Record<string, unknown[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      dump[name] = {};
      for (const store of Array.from(db.objectStoreNames)) {
        dump[name][store] = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
      }
      db.close();
    }
    return JSON.stringify(dump);
  });
}

/** Every localStorage entry except the key store's own (the one place a key may be). */
export function storedOutsideKeyStore(page: Page, keyPrefix: string): Promise<string> {
  return page.evaluate((prefix) => {
    const entries: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const name = localStorage.key(i) ?? '';
      if (!name.startsWith(prefix)) entries.push(`${name}=${localStorage.getItem(name) ?? ''}`);
    }
    return entries.join('\n');
  }, keyPrefix);
}
