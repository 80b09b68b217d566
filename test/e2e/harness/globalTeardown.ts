// Stops the suite's nginx (globalSetup started it in this same process).
import { suiteServer } from './suiteEnv';

export default async function globalTeardown(): Promise<void> {
  await suiteServer.current?.stop();
  suiteServer.current = undefined;
}
