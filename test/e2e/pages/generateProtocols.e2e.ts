// Generate through the page in each chat protocol: the test's model server speaks each provider's documented stream exactly
// (devServer/demoModels.ts's wire shapes: OpenAI's chat.completion.chunk events and [DONE], Anthropic's message_start …
// content_block_delta … message_stop with a ping, Ollama's NDJSON lines ending done: true) behind nginx proxy locations that
// add the key, as docs/deploy.md writes them. Prompt → the picture grows → the final picture is the Renderer's of the spec.
import type { ModelProtocol } from '../../../devServer/demoModels';
import { DEMO_MODEL_NAME } from '../../../devServer/demoModels';
import { useBrowser } from '../harness/browserSession';
import { eventually } from '../harness/eventually';
import { startModelServer, type ModelServer } from '../harness/modelServer';
import { startNginx, type NginxServer } from '../harness/nginx';
import { pageNamed } from '../harness/pages';
import { suiteDist } from '../harness/suiteEnv';
import { DynamicPage } from './dynamicPage';
import { unexpectedProblems } from './generateChecks';
import { GOOD_ANSWER, GOOD_SPEC } from './generateModelServer';
import { RendererPage } from './rendererPage';

const session = useBrowser();
let model: ModelServer;
let nginx: NginxServer;
/** 40 tokens a second, a real model's pace (slow enough that a busy machine still draws several pictures on the way). */
const PACE_MS = 25;

/** The base URL the page is given for each protocol (docs/deploy.md's proxy recipe, ModelServer.proxyLocations). */
const PROXIED_BASES: Record<ModelProtocol, string> = { openai: '/llm/openai/v1', anthropic: '/llm/anthropic', ollama: '/llm/ollama' };
/** Each protocol's chat path on the model server, behind its proxy location. */
const CHAT_PATHS: Record<ModelProtocol, string> = {
  openai: '/openai/v1/chat/completions',
  anthropic: '/anthropic/v1/messages',
  ollama: '/ollama/api/chat',
};

beforeAll(async () => {
  model = await startModelServer({ kind: 'answer', text: GOOD_ANSWER, paceMs: PACE_MS });
  nginx = await startNginx(suiteDist(), model.proxyLocations('sk-server-side'));
});

afterAll(async () => {
  await nginx?.stop();
  await model?.stop();
});

/** The Renderer's picture text of the final spec, drawn in a visit of its own. */
async function rendererPictureOf(spec: string): Promise<string> {
  const visit = await session.visit({ origin: nginx.origin });
  await visit.app.goto('/renderer');
  await visit.app.waitForPage(pageNamed('Renderer'));
  const renderer = new RendererPage(visit.app.page);
  await renderer.source.fill(spec);
  await renderer.waitForPictureText('Repeat');
  return renderer.pictureText();
}

it.each(['anthropic', 'ollama', 'openai'] as const)(
  '%s: the picture grows as the stream arrives and ends as the Renderer’s picture of the final spec',
  async (protocol) => {
    const before = model.requests().length;
    const visit = await session.visit({ origin: nginx.origin });
    await visit.app.goto('/dynamic');
    await visit.app.waitForPage(pageNamed('Dynamic'));
    const dynamic = new DynamicPage(visit.app.page);
    await dynamic.useCustomModel(PROXIED_BASES[protocol], DEMO_MODEL_NAME);
    await dynamic.field('Protocol').selectOption(protocol);
    await dynamic.field('Prompt').fill('Four steps to ship a feature');
    await dynamic.recordPictures();
    await dynamic.button('Generate').click();
    await eventually(
      () => dynamic.modelAnswer.innerText(),
      (text) => text.includes(`${DEMO_MODEL_NAME} answered`),
      { what: `the ${protocol} answer to finish` },
    );
    const final = await dynamic.waitForPicture((text) => text.includes('Repeat'), 'the last step');
    // An earlier picture showed some steps but not yet the last: it grew as the stream arrived.
    const seen = await dynamic.recordedPictures();
    expect(seen.some((text) => text.includes('Plan') && !text.includes('Repeat'))).toBe(true);
    await expect(dynamic.modelAnswer.innerText()).resolves.toMatch(/Sure! Here is a four-step plan\.\s+Ask me to change anything\./);
    expect(await dynamic.field('Generated spec').inputValue()).toBe(GOOD_SPEC);
    expect(final).toBe(await rendererPictureOf(GOOD_SPEC));

    // One POST in the protocol's own shape, with the key the proxy added.
    const chats = model
      .requests()
      .slice(before)
      .filter((request) => request.method === 'POST');
    expect(chats.map((request) => request.path)).toEqual([CHAT_PATHS[protocol]]);
    const body = JSON.parse(chats[0].body) as { model: string; stream: boolean; system?: string; messages: Array<{ role: string }> };
    expect([body.model, body.stream]).toEqual([DEMO_MODEL_NAME, true]);
    if (protocol === 'anthropic') {
      expect(typeof body.system).toBe('string');
      expect(body.messages.map((message) => message.role)).toEqual(['user']);
      expect(chats[0].headers['x-api-key']).toBe('sk-server-side');
      expect(chats[0].headers['anthropic-version']).toBe('2023-06-01');
    } else {
      expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
      // docs/deploy.md's Ollama location adds no key: Ollama needs none.
      expect(chats[0].headers.authorization).toBe(protocol === 'ollama' ? undefined : 'Bearer sk-server-side');
    }
    expect(unexpectedProblems(visit)).toEqual([]);
  },
);
