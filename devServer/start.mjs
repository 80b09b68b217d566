// `npm start`: webpack-dev-server as a child that never outlives this process. SIGINT, SIGTERM and SIGHUP (npm passes its
// own on to us) stop it; after a few seconds it is killed, since its graceful stop waits for a compile in progress.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';

const GRACE_MS = 5_000;
const webpackBin = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
// `npm start -- --port 3000` and the like reach webpack serve unchanged
const child = spawn(process.execPath, [webpackBin, 'serve', '--mode', 'development', ...process.argv.slice(2)], { stdio: 'inherit' });

let stoppedBy;
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    stoppedBy ??= name;
    child.kill(name);
    setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref();
  });
}
// an uncaught error here must not leave the server running either
process.on('exit', () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));

child.once('exit', (code, signal) => {
  if (stoppedBy) process.exit(128 + constants.signals[stoppedBy]);
  process.exit(code ?? 128 + constants.signals[signal]);
});
