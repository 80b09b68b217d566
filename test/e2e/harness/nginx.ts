// Runs Debian's nginx with deploy/nginx.conf on a free loopback port, as a child process that dies with us.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { additionsFor, mainConfig, renderSite, type ExtraConfig } from './nginxConfig';
import { NGINX_PATH } from './requirements';
import { workerAccount } from './servedRoot';

export interface NginxServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  root: string;
  pid: number;
  errorLog(): string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const START_ATTEMPTS = 5;

/**
 * Serves `root` with the production config plus `extra`, if given: server directives, or a function of the server's origin
 * giving server and http-context directives. Retries when another process grabbed the port first.
 */
export async function startNginx(root: string, extra?: ExtraConfig, modelOrigins?: string): Promise<NginxServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    try {
      return await startOnce(root, await freePort(), extra, modelOrigins);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function startOnce(root: string, port: number, extra: ExtraConfig | undefined, modelOrigins?: string): Promise<NginxServer> {
  const origin = `http://${HOST}:${port}`;
  const additions = additionsFor(extra, origin);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-nginx-'));
  // nginx's workers (not root) keep request bodies over 16 KiB in client_body_temp_path here: they must reach the folder.
  chmodSync(dir, 0o755);
  const sitePath = join(dir, 'site.conf');
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(
    sitePath,
    renderSite({ root, listen: `${HOST}:${port}`, extraServerConfig: additions.server, extraHttpConfig: additions.http, modelOrigins }),
  );
  writeFileSync(confPath, mainConfig(dir, sitePath, workerAccount(root)));
  // -e keeps even the earliest log lines out of /var/log; daemon off keeps nginx our child.
  const child = spawn(NGINX_PATH, ['-p', `${dir}/`, '-e', join(dir, 'error.log'), '-c', confPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // If our process ends without stop() (a crash, an interrupted run), take nginx down with it (TERM: master stops its workers).
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errorLog = () => readLog(join(dir, 'error.log'));
  try {
    await waitUntilListening(child, port, () => `${stderr}${errorLog()}`);
  } catch (error) {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    root,
    pid: child.pid ?? -1,
    errorLog,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(child: ChildProcess, port: number, logs: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}) before listening on ${port}:\n${logs()}`);
    }
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${HOST}:${port} within 10 s:\n${logs()}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** SIGQUIT is nginx's graceful stop; SIGKILL after 5 s in case it hangs. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGQUIT');
  });
}

function readLog(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
