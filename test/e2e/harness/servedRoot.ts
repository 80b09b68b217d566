// Whether the suite's nginx can read the folder it serves. Started as root, nginx runs its workers as another user, and a
// checkout inside a mode-700 folder (what `mktemp -d` and /root give) made every page a 500 while the suite sat silent.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import { get } from './http';

export interface Account {
  user: string;
  group: string;
}

/** user:x:uid:gid:… and group:x:gid:… records: the name of an id, undefined when the system has none. */
function nameOf(file: string, id: number, idField: number): string | undefined {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find((fields) => Number(fields[idField]) === id && fields[0])?.[0];
  } catch {
    return undefined;
  }
}

/**
 * The account nginx's workers should run as to read `root`: its owner. Only a master started as root switches its workers'
 * user (elsewhere they run as the user who started it, who can read their own checkout): null then, and when the owner
 * has no name on this system.
 */
export function workerAccount(root: string, runningUid = process.getuid?.()): Account | null {
  if (runningUid !== 0) return null;
  const { uid, gid } = statSync(root);
  const user = nameOf('/etc/passwd', uid, 2);
  const group = nameOf('/etc/group', gid, 2);
  return user && group ? { user, group } : null;
}

/** The first folder on the way to `file` that the user `uid` (group `gid`) may not enter, with its mode; null when none. */
export function blockedFolder(file: string, uid: number, gid: number): string | null {
  const folders: string[] = [];
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    folders.unshift(dir);
    if (dir === parse(dir).root) break;
  }
  for (const dir of folders) {
    const stat = statSync(dir);
    const bit = stat.uid === uid ? 0o100 : stat.gid === gid ? 0o010 : 0o001;
    if (uid !== 0 && !(stat.mode & bit)) return `${dir} (mode ${(stat.mode & 0o777).toString(8)}, owner uid ${stat.uid})`;
  }
  return null;
}

/** nobody, the user nginx's workers run as when nothing else is configured. */
const NOBODY = { uid: 65534, gid: 65534 };

/** Who nginx's workers run as when serving `root` (as startNginx configures them). */
function workerIds(root: string): { uid: number; gid: number } {
  const uid = process.getuid?.() ?? 0;
  if (uid !== 0) return { uid, gid: process.getgid?.() ?? 0 };
  return workerAccount(root, uid) ? { uid: statSync(root).uid, gid: statSync(root).gid } : NOBODY;
}

/**
 * Fails within seconds, naming the cause and the fix, when the server does not answer / with the app's index.html: the
 * alternative is every browser test timing out one after another.
 */
export async function assertServesApp(origin: string, root: string, errorLog: () => string): Promise<void> {
  const response = await get(`${origin}/`);
  const index = readFileSync(join(root, 'index.html'));
  if (response.status === 200 && response.body.equals(index)) return;
  const workers = workerIds(root);
  const blocked = blockedFolder(join(root, 'index.html'), workers.uid, workers.gid);
  throw new Error(
    [
      `The browser suite's nginx answered ${response.status} for / instead of ${join(root, 'index.html')}.`,
      blocked
        ? `Its workers cannot reach the build: ${blocked} is closed to other users. Fix: chmod o+x on that folder, or work in a clone outside it.`
        : 'Check the nginx error log below.',
      errorLog().trim().split('\n').slice(-10).join('\n'),
    ].join('\n'),
  );
}
