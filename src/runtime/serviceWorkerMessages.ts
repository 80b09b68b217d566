// What the page and the service worker say to each other, and where the worker lives: one copy for both sides.
import { PUBLIC_PATH } from '../constants';

/** The worker's script, at the root so its scope covers every route; a stable name, revalidated on every check (no-cache). */
export const SERVICE_WORKER_FILE = 'service-worker.js';
export const SERVICE_WORKER_URL = `${PUBLIC_PATH}${SERVICE_WORKER_FILE}`;

/** Posted to a waiting worker when the user chooses Reload: it activates at once. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
