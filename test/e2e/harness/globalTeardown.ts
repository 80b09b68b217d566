// Stops the suite's nginx (globalSetup started it in this same process) and Chromium, and removes the run's temp folder.
import { closeWorkerBrowser } from './browserEnvironment';
import { suiteServer, suiteTemp } from './suiteEnv';
import { stopAndRemove } from './suiteTemp';

export default async function globalTeardown(): Promise<void> {
  // files run in band share this process's Chromium (browserEnvironment.ts); a worker's closes when the worker ends
  await closeWorkerBrowser();
  await suiteServer.current?.stop();
  suiteServer.current = undefined;
  // whatever a spec left running or on disk in the run's folder goes with it
  if (suiteTemp.dir) stopAndRemove(suiteTemp.dir);
  suiteTemp.dir = undefined;
}
