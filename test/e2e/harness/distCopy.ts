// A throwaway copy of dist/ that a spec may break (delete a chunk, add a file) without touching the suite's server.
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DistCopy {
  dir: string;
  remove(): void;
}

export function copyDist(distDir: string): DistCopy {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  // mkdtemp makes it private; nginx's workers run as another user when nginx is started as root.
  chmodSync(dir, 0o755);
  cpSync(distDir, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
