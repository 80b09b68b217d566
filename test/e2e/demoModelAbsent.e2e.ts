// The dev server's "Demo model" (devServer/demoModels.ts) exists only under `npm start`: no file of the production build
// (scripts, styles, HTML, source maps, the service worker, the .gz copies nginx sends) names its endpoints, its model or
// holds its canned answer's words.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DEMO_MODEL_BASES, DEMO_MODEL_NAME, DEV_PROXY_BASE, devModelsJson } from '../../devServer/demoModels';
import { DEMO_CHAT_ANSWER } from '../../devServer/demoStreams';
import { ROADMAP_SPEC } from '../../src/pages/dynamic/stream/presets';
import { suiteDist } from './harness/suiteEnv';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A built file's text as nginx would send it decoded (a .gz copy unpacked; binary files read byte for byte). */
function contentOf(path: string): string {
  const bytes = readFileSync(path);
  return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1');
}

/** What only the demo has: its endpoint paths, model name, endpoint labels and the prose of its canned answer. */
const DEMO_MARKS = [
  ...Object.values(DEMO_MODEL_BASES),
  `${DEV_PROXY_BASE}/`,
  DEMO_MODEL_NAME,
  ...(devModelsJson(undefined) as { endpoints: Array<{ label: string }> }).endpoints.map((endpoint) => endpoint.label),
  // The answer's spec is the Dynamic page's own roadmap preset (in the app by design); its prose is the demo's alone.
  ...DEMO_CHAT_ANSWER.replace(ROADMAP_SPEC, '')
    .split('\n')
    .filter((line) => line.trim().length > 20),
];

it('no built file carries the demo model’s endpoints, name or canned answer', () => {
  const dist = suiteDist();
  const files = filesUnder(dist);
  expect(files.length).toBeGreaterThan(10);
  expect(DEMO_MARKS.length).toBeGreaterThanOrEqual(8);
  const found = files.flatMap((path) => {
    const text = contentOf(path);
    return DEMO_MARKS.filter((mark) => text.includes(mark)).map((mark) => `${relative(dist, path)}: ${mark}`);
  });
  expect(found).toEqual([]);
});
