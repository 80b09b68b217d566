// The Dynamic page's Generate mode in Chromium behind nginx, asking a model server on 127.0.0.1 proxied at /llm/: the picture
// grows as tokens arrive and ends as the Renderer's picture of the final spec; 401, 429, a stall, an error event and a
// prose-only answer each say so; a malicious answer stays inert; the key is in no URL, download, share link, other request, log
// or stored record; axe clean.
import AxeBuilder from '@axe-core/playwright';
import { KEY_STORAGE_PREFIX } from '../../../src/shared/generation/keyStore';
import { PROVIDER_PRESETS } from '../../../src/shared/generation/providerPresets';
import { decodeShareHash } from '../../../src/shared/links/shareLink';
import { useBrowser, type Visit } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { noProblems } from '../harness/pageWatch';
import { startNginx, type NginxServer } from '../harness/nginx';
import { pageNamed } from '../harness/pages';
import { suiteDist } from '../harness/suiteEnv';
import { DynamicPage } from './dynamicPage';
import { EditorPage } from './editorPage';
import { downloadOf } from './exportFiles';
import { storedDatabases, storedOutsideKeyStore, unexpectedProblems } from './generateChecks';
import { GOOD_SPEC, MODEL_BASE_URL, MODEL_NAME, startModelServer, type ModelServer } from './generateModelServer';
import { RendererPage } from './rendererPage';

const session = useBrowser();
let model: ModelServer;
let nginx: NginxServer;
const KEY = 'sk-e2e-secret-4711';

beforeAll(async () => {
  model = await startModelServer();
  nginx = await startNginx(suiteDist(), model.nginxLocations);
});

afterAll(async () => {
  await nginx?.stop();
  await model?.stop();
});

async function openGenerate(query = ''): Promise<{ visit: Visit; dynamic: DynamicPage }> {
  const visit = await session.visit({ origin: nginx.origin });
  await visit.app.goto(`/dynamic${query}`);
  await visit.app.waitForPage(pageNamed('Dynamic'));
  const dynamic = new DynamicPage(visit.app.page);
  await dynamic.useCustomModel(MODEL_BASE_URL, MODEL_NAME);
  return { visit, dynamic };
}

function unexpected(visit: Visit, allowed: RegExp[] = []): string[] {
  return unexpectedProblems(visit, allowed);
}

async function send(dynamic: DynamicPage, prompt: string): Promise<void> {
  await dynamic.field('Prompt').fill(prompt);
  await dynamic.button('Generate').click();
}

it('a default deploy, with no operator file, answers /models.json with no endpoints: Dynamic logs nothing', async () => {
  const visit = await session.visit();
  const statuses: number[] = [];
  visit.app.page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/models.json') statuses.push(response.status());
  });
  await visit.app.goto('/dynamic');
  await visit.app.waitForPage(pageNamed('Dynamic'));
  // The list is read when Generate's fields are first used.
  await visit.app.page.getByLabel('Provider').focus();
  await eventually(
    () => [...statuses],
    (seen) => expect(seen).toEqual([200]),
    { what: 'the endpoint list read once' },
  );
  // no operator endpoint: only the providers' presets and Custom
  expect(await visit.app.page.getByLabel('Provider').locator('option').allTextContents()).toEqual([
    ...PROVIDER_PRESETS.map((preset) => preset.name),
    'Custom',
  ]);
  expect(visit.watch.problems()).toEqual(noProblems());
});

it('a prompt draws a picture that grows as the answer arrives and ends as the Renderer’s picture of the final spec', async () => {
  const { visit, dynamic } = await openGenerate();
  await dynamic.field('API key').fill(KEY);
  await dynamic.field('Prompt').fill('Four steps to ship a feature');
  await dynamic.recordPictures();
  await dynamic.field('Prompt').press('Control+Enter');
  await eventually(
    () => dynamic.modelAnswer.innerText(),
    (text) => text.includes(`${MODEL_NAME} answered`),
    { what: 'the answer to finish' },
  );
  const final = await dynamic.waitForPicture((text) => text.includes('Repeat'), 'the last step');
  // At least one earlier picture showed some steps but not yet the last one.
  const seen = await dynamic.recordedPictures();
  expect(seen.some((text) => text.includes('Plan') && !text.includes('Repeat'))).toBe(true);
  await expect(dynamic.modelAnswer.innerText()).resolves.toMatch(/Sure! Here is a four-step plan\.\s+Ask me to change anything\./);
  expect(await dynamic.field('Generated spec').inputValue()).toBe(GOOD_SPEC);
  const other = await session.visit({ origin: nginx.origin });
  await other.app.goto('/renderer');
  await other.app.waitForPage(pageNamed('Renderer'));
  const renderer = new RendererPage(other.app.page);
  await renderer.source.fill(GOOD_SPEC);
  await renderer.waitForPictureText('Repeat');
  expect(final).toBe(await renderer.pictureText());
  // The key went to the model in its header, nowhere else: no URL, no stored generation.
  const chat = model.requests.filter((r) => r.path === '/llm/v1/chat/completions');
  expect(chat.at(-1)!.authorization).toBe(`Bearer ${KEY}`);
  expect(visit.watch.requests.some((url) => url.href.includes(KEY))).toBe(false);
  expect(visit.app.page.url()).not.toContain(KEY);
  const stored = await visit.app.page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('infographic-generations');
        open.onsuccess = () => {
          const all = open.result.transaction('generations').objectStore('generations').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
        };
      }),
  );
  expect(stored).toContain('Four steps to ship a feature');
  expect(stored).not.toContain(KEY);
  await dynamic.button('Generations').click();
  await expect(visit.app.page.getByRole('button', { name: 'Reopen “Four steps to ship a feature”' }).isVisible()).resolves.toBe(true);
  expect(unexpected(visit)).toEqual([]);
});

it('a ?prompt= link fills the prompt and sends nothing until Generate is clicked', async () => {
  const before = model.requests.length;
  const { visit, dynamic } = await openGenerate('?prompt=Five%20steps');
  await eventually(
    () => dynamic.field('Prompt').inputValue(),
    (value) => value === 'Five steps',
    { what: 'the prompt from the link' },
  );
  await visit.app.page.waitForTimeout(300);
  expect(model.requests.length).toBe(before);
});

it.each([
  ['say401', /refused the request \(401[^)]*\): check the API key/, /\b401\b/],
  ['say429', /Rate limited \(429[^)]*\): try again in 7 s/, /\b429\b/],
  ['sayerror', /The model reported an error mid-stream: The model is overloaded/, null],
  ['sayprose', /answered in prose only/, null],
] as const)('%s: the page says what went wrong', async (word, message, allowed) => {
  const { visit, dynamic } = await openGenerate();
  await send(dynamic, `Please ${word}`);
  await eventually(
    () => dynamic.modelAnswer.getByRole('alert').innerText(),
    (text) => message.test(text),
    { what: `the message for ${word}` },
  );
  expect(unexpected(visit, allowed ? [allowed] : [])).toEqual([]);
});

it('a stalled stream is stopped after the silence limit and what arrived stays', async () => {
  const { visit, dynamic } = await openGenerate();
  await dynamic.field('Stop after silence (s)').fill('2');
  await send(dynamic, 'Please saystall');
  await dynamic.waitForPicture((text) => text.includes('Plan'), 'the first step');
  await eventually(
    () => dynamic.modelAnswer.getByRole('alert').innerText(),
    (text) => /Nothing arrived for 2 s/.test(text),
    { what: 'the stall message' },
  );
  expect(await dynamic.pictureText()).toContain('Plan');
  expect(unexpected(visit)).toEqual([]);
});

it('a malicious answer stays inert: no script runs, no request leaves the origin', async () => {
  const { visit, dynamic } = await openGenerate();
  await send(dynamic, 'Please saymalicious');
  await eventually(
    () => dynamic.modelAnswer.innerText(),
    (text) => text.includes(`${MODEL_NAME} answered`),
    { what: 'the answer to finish' },
  );
  // The prose is shown as text, markup and all.
  await expect(dynamic.modelAnswer.innerText()).resolves.toContain('<script>window.__owned=2</script>');
  await visit.app.page.waitForTimeout(300);
  expect(await visit.app.page.evaluate(() => (window as unknown as { __owned?: number }).__owned ?? null)).toBeNull();
  expect(visit.watch.problems().foreignRequests).toEqual([]);
  expect(visit.watch.requests.some((url) => url.hostname === 'evil.example')).toBe(false);
});

it('the Generate mode is axe clean, before and after an answer', async () => {
  const { visit, dynamic } = await openGenerate();
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const empty = await new AxeBuilder({ page: dynamic.page }).withTags(tags).analyze();
  expect(empty.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await send(dynamic, 'Four steps');
  await dynamic.waitForPicture((text) => text.includes('Repeat'), 'the last step');
  await dynamic.button('Generations').click();
  const answered = await new AxeBuilder({ page: dynamic.page }).withTags(tags).analyze();
  expect(answered.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(unexpected(visit)).toEqual([]);
});

it('after a generation with a key, the key is in no download, share link, URL, request other than the model call, log or stored record', async () => {
  const { visit, dynamic } = await openGenerate();
  const page = visit.app.page;
  // Every request the page makes, with all its headers and its body.
  const sent: Array<Promise<{ url: string; text: string }>> = [];
  page.on('request', (request) =>
    sent.push(
      request
        .allHeaders()
        .then((headers) => ({ url: request.url(), text: `${request.url()} ${JSON.stringify(headers)} ${request.postData() ?? ''}` })),
    ),
  );
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await dynamic.field('API key').fill(KEY);
  await send(dynamic, 'Four steps to ship a feature');
  await dynamic.waitForPicture((text) => text.includes('Repeat'), 'the last step');
  await eventually(
    () => dynamic.modelAnswer.innerText(),
    (text) => text.includes(`${MODEL_NAME} answered`),
    { what: 'the answer to finish' },
  );

  // The result in the Editor: its downloads and its share link.
  await dynamic.button('Open in the Editor').click();
  await visit.app.waitForPage(pageNamed('Editor'));
  const editor = new EditorPage(page);
  await editor.preview.waitForPictureText('Repeat');
  const files = [
    await downloadOf(page, () => editor.runAction('Download SVG')),
    await downloadOf(page, () => editor.runAction('Download PNG')),
    await downloadOf(page, () => editor.runAction('Download source')),
  ];
  expect(files.map((file) => file.name.split('.').pop())).toEqual(['svg', 'png', 'txt']);
  // The downloads do carry the generated spec (so the search below looks at real content).
  expect(files[0].bytes.toString('latin1')).toContain('Repeat');
  expect(files[2].bytes.toString('utf8')).toBe(GOOD_SPEC);
  await visit.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: visit.app.origin });
  await editor.runAction('Copy link');
  await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const linked = decodeShareHash(new URL(link).hash);
  expect(linked).toEqual({ ok: true, text: GOOD_SPEC });

  for (const file of files) expect(file.bytes.toString('latin1')).not.toContain(KEY);
  expect(link).not.toContain(KEY);
  expect(page.url()).not.toContain(KEY);
  const requests = await Promise.all(sent);
  const withKey = requests.filter((request) => request.text.includes(KEY)).map((request) => new URL(request.url).pathname);
  expect(withKey).toEqual(['/llm/v1/chat/completions']);
  expect(requests.length).toBeGreaterThan(withKey.length);
  expect(logged.filter((line) => line.includes(KEY))).toEqual([]);
  const databases = await storedDatabases(page);
  expect(databases).toContain('Four steps to ship a feature');
  expect(databases).not.toContain(KEY);
  expect(await storedOutsideKeyStore(page, KEY_STORAGE_PREFIX)).not.toContain(KEY);
  expect(unexpected(visit)).toEqual([]);
});
