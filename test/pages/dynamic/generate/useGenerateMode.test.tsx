// The Dynamic page's Generate mode in jsdom with a stand-in engine and a stand-in model (fetch answering an OpenAI-compatible
// stream): the contract's controls, a link's prompt that never sends, the prose shown apart from the drawn spec, Stop keeping
// what arrived, a prose-only answer named, the history (never the key), "Fix with the model" sending the lines, and
// "Open in the Editor", typing a request re-rendering only its panel and typing the endpoint only its fields, and the operator's
// endpoints, Custom and the saved keys filling the endpoint fields.
import { createDocumentCatalogue } from '../../../../src/shared/document/documentCatalogue';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEngine } from '../../../../src/engine';
import DynamicPage from '../../../../src/pages/dynamic';
import { createDocumentStore, type DocumentStore } from '../../../../src/shared/document/documentStore';
import { createHistoryStore } from '../../../../src/shared/document/history/historyStore';
import { createSession, type Session } from '../../../../src/session/session';
import { createFakeEngine } from '../../support/fakeEngine';
import { renderPage } from '../../support/renderPage';
import { KEY_STORAGE_PREFIX } from '../../../../src/shared/generation/keyStore';
import { connectTo } from '../../../shared/document/support/connectTo';

jest.mock('../../../../src/engine', () => ({ ...jest.requireActual('../../../../src/engine'), loadEngine: jest.fn() }));
let documentStore: DocumentStore;
// The pages write through the app's session: here, one over the test's document store.
let session: Session;
jest.mock('../../../../src/session/appSession', () => ({ getSession: () => session }));

// Renders counted per part (transparent wrappers around the real components): the page root draws the Notice, the picture is
// DynamicPicture, the request fields are GeneratePanel (the endpoint fields inside it re-render apart).
const renders = { page: 0, picture: 0, panel: 0 };
jest.mock('../../../../src/shared/panels/Notice', () => {
  const actual = jest.requireActual('../../../../src/shared/panels/Notice');
  return { ...actual, Notice: (props: object) => (renders.page++, actual.Notice(props)) };
});
jest.mock('../../../../src/pages/dynamic/shared/DynamicPicture', () => {
  const actual = jest.requireActual('../../../../src/pages/dynamic/shared/DynamicPicture');
  return { ...actual, DynamicPicture: (props: object) => (renders.picture++, actual.DynamicPicture(props)) };
});
jest.mock('../../../../src/pages/dynamic/generate/GeneratePanel', () => {
  const actual = jest.requireActual('../../../../src/pages/dynamic/generate/GeneratePanel');
  return { ...actual, GeneratePanel: (props: object) => (renders.panel++, actual.GeneratePanel(props)) };
});

const SPEC = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Generated roadmap\n  lists\n    - label Plan\n';
const ANSWER = `Sure! Here is your roadmap.\n\`\`\`infographic\n${SPEC}\`\`\`\nTell me if you want changes.`;

interface ModelCall {
  url: string;
  headers: Record<string, string>;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** A stand-in model: each call streams the next answer as OpenAI-compatible deltas; `hold` leaves the stream open. */
function fakeModel(answers: string[], options: { hold?: boolean } = {}) {
  const calls: ModelCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/models.json')) return new Response('not here', { status: 404 });
    calls.push({ url, headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    const pieces = answer.match(/[\s\S]{1,7}/g) ?? [];
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces)
          controller.enqueue(encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`));
        if (options.hold) {
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          return;
        }
        controller.enqueue(encoder.encode('data: {"choices":[{"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls };
}

const realFetch = globalThis.fetch;
beforeEach(() => {
  jest.mocked(loadEngine).mockResolvedValue(createFakeEngine());
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  documentStore = createDocumentStore({
    environment: { database: connectTo(null), openChannel: null, onPageHide: null, now: () => Date.now() },
  });
  session = createSession({
    documents: documentStore,
    history: createHistoryStore({ database: connectTo(null) }),
    catalogue: createDocumentCatalogue({ database: connectTo(null) }),
  });
});
afterEach(() => {
  session.dispose();
  documentStore.dispose();
  globalThis.fetch = realFetch;
});

/** The app ships no provider's address: the user enters the endpoint ("Custom" is the only choice without an operator's list). */
async function enterEndpoint(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(screen.getByLabelText('Base URL'), 'https://models.test/v1');
  await user.type(screen.getByLabelText('Model'), 'gpt-4o-mini');
}

const preview = () => screen.getByRole('region', { name: 'Preview' });
const pictureText = () => preview().querySelector('svg text')?.textContent ?? null;
const answerRegion = () => screen.getByRole('region', { name: 'Model answer' });

async function ready() {
  await waitFor(() => expect(screen.queryByText('Loading the rendering engine…')).toBeNull());
}

test('Generate is the first mode, with the contract’s fields; a ?prompt= link fills the prompt and sends nothing', async () => {
  const { calls } = fakeModel([ANSWER]);
  renderPage(DynamicPage, '/dynamic', '/dynamic?prompt=Five%20steps%20to%20ship');
  expect(screen.getAllByRole('radio')[0]).toHaveAccessibleName('Generate');
  expect(screen.getByRole('radio', { name: 'Generate' })).toBeChecked();
  for (const label of ['Provider', 'Base URL', 'Model', 'API key', 'Prompt', 'Use my data', 'Template or category'])
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  for (const name of ['Generate', 'Stop', 'Fix with the model', 'Open in the Editor', 'Generations', 'Forget key'])
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password');
  expect(screen.getByText('Stored only in this browser; never in links, exports or history.')).toBeInTheDocument();
  expect(screen.getByLabelText<HTMLTextAreaElement>('Prompt').value).toBe('Five steps to ship');
  await ready();
  expect(calls).toHaveLength(0);
}, 30_000);

test('Ctrl+Enter sends; the picture is the fenced spec, the prose is the model’s message; the history keeps no key', async () => {
  const { calls } = fakeModel([ANSWER]);
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await enterEndpoint(user);
  await user.type(screen.getByLabelText('API key'), 'sk-test-secret');
  await user.type(screen.getByLabelText('Use my data'), 'step,owner');
  await user.type(screen.getByLabelText('Prompt'), 'A roadmap{Control>}{Enter}{/Control}');
  await waitFor(() => expect(pictureText()).toBe('Generated roadmap'));
  await waitFor(() => expect(within(answerRegion()).getByText(/gpt-4o-mini answered/)).toBeInTheDocument());
  expect(within(answerRegion()).getByText(/Sure! Here is your roadmap\.\s+Tell me if you want changes\./)).toBeInTheDocument();
  expect(answerRegion()).not.toHaveTextContent('Generated roadmap');
  await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Generated spec').value).toBe(SPEC));
  // One request, to the model, with the key in its header only, and the user's data in the message.
  expect(calls).toHaveLength(1);
  expect(calls[0].url).toBe('https://models.test/v1/chat/completions');
  expect(calls[0].headers.Authorization).toBe('Bearer sk-test-secret');
  expect(calls[0].body.messages.at(-1)!.content).toMatch(/A roadmap[\s\S]*step,owner/);
  // The history lists it; the stored record has no trace of the key.
  await user.click(screen.getByRole('button', { name: 'Generations' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Reopen “A roadmap”' })).toBeInTheDocument());
  const stored = await new Promise<unknown[]>((resolve) => {
    const open = indexedDB.open('infographic-generations');
    open.onsuccess = () => {
      const all = open.result.transaction('generations').objectStore('generations').getAll();
      all.onsuccess = () => resolve(all.result);
    };
  });
  expect(stored).toHaveLength(1);
  expect(JSON.stringify(stored)).not.toContain('sk-test-secret');
  expect(JSON.stringify(stored)).toContain('Generated roadmap');
}, 30_000);

test('Stop keeps what arrived; a prose-only answer says there is no spec', async () => {
  fakeModel([ANSWER.slice(0, ANSWER.indexOf('  lists'))], { hold: true });
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await enterEndpoint(user);
  await user.type(screen.getByLabelText('Prompt'), 'A roadmap');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(pictureText()).toBe('Generated roadmap'));
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  await waitFor(() => expect(within(answerRegion()).getByText(/Stopped\. What arrived so far stays\./)).toBeInTheDocument());
  expect(pictureText()).toBe('Generated roadmap');

  fakeModel(['I cannot draw, but a roadmap has plan, build and ship.']);
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(within(answerRegion()).getByRole('alert')).toHaveTextContent(/prose only/));
  expect(answerRegion()).toHaveTextContent('a roadmap has plan, build and ship.');
}, 30_000);

test('Fix with the model sends the errors with their lines and draws the corrected spec; the result opens in the Editor', async () => {
  const broken = ANSWER.replace('    - label Plan\n', '    - label Plan\n    BROKEN thing\n');
  const { calls } = fakeModel([broken, ANSWER]);
  const user = userEvent.setup();
  const { router } = renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await enterEndpoint(user);
  await user.type(screen.getByLabelText('Prompt'), 'A roadmap');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Fix with the model' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Fix with the model' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  const fixMessages = calls[1].body.messages;
  expect(fixMessages.at(-2)).toEqual({ role: 'assistant', content: broken });
  expect(fixMessages.at(-1)!.content).toMatch(/line 6: .*BROKEN/);
  await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Generated spec').value).toBe(SPEC));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Fix with the model' })).toBeDisabled());
  await user.click(screen.getByRole('button', { name: 'Open in the Editor' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/editor'));
  expect(documentStore.getSnapshot().document.source).toBe(SPEC);
}, 30_000);

test('repairs are applied to the drawn spec, listed with their lines, and can be undone and redone', async () => {
  const tabbed = ANSWER.replace('  title Generated roadmap', '\ttitle Generated roadmap');
  fakeModel([tabbed]);
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await enterEndpoint(user);
  await user.type(screen.getByLabelText('Prompt'), 'A roadmap');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  const repairs = await screen.findByRole('region', { name: 'Repairs' });
  expect(repairs).toHaveTextContent(/line 3/);
  const specField = () => screen.getByLabelText<HTMLTextAreaElement>('Generated spec');
  await waitFor(() => expect(specField().value).toBe(SPEC));
  await user.click(within(repairs).getByRole('button', { name: 'Undo this repair' }));
  await waitFor(() => expect(specField().value).toContain('\ttitle Generated roadmap'));
  await user.click(within(screen.getByRole('region', { name: 'Repairs' })).getByRole('button', { name: 'Redo this repair' }));
  await waitFor(() => expect(specField().value).toBe(SPEC));
}, 30_000);

/** Every stored generation record, as IndexedDB holds it. */
function storedGenerations(): Promise<Array<Record<string, unknown>>> {
  return new Promise((resolve) => {
    const open = indexedDB.open('infographic-generations');
    open.onsuccess = () => {
      const all = open.result.transaction('generations').objectStore('generations').getAll();
      all.onsuccess = () => resolve(all.result as Array<Record<string, unknown>>);
    };
  });
}

test('Retry asks the endpoint the record names (base URL, protocol, model, its key), not the one chosen now', async () => {
  const { calls } = fakeModel([ANSWER]);
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await enterEndpoint(user);
  await user.type(screen.getByLabelText('API key'), 'sk-first');
  await user.type(screen.getByLabelText('Prompt'), 'A roadmap');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(within(answerRegion()).getByText(/gpt-4o-mini answered/)).toBeInTheDocument());
  expect((await storedGenerations())[0]).toMatchObject({ protocol: 'openai', baseUrl: 'https://models.test/v1', model: 'gpt-4o-mini' });
  // Now another endpoint is chosen: another protocol, base URL and model, with no key.
  await user.selectOptions(screen.getByLabelText('Protocol'), 'anthropic');
  await user.clear(screen.getByLabelText('Base URL'));
  await user.type(screen.getByLabelText('Base URL'), 'https://elsewhere.test');
  await user.clear(screen.getByLabelText('Model'));
  await user.type(screen.getByLabelText('Model'), 'claude-test');
  await user.click(screen.getByRole('button', { name: 'Generations' }));
  await user.click(await screen.findByRole('button', { name: 'Retry “A roadmap”' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].url).toBe('https://models.test/v1/chat/completions');
  expect(calls[1].body.model).toBe('gpt-4o-mini');
  expect(calls[1].headers.Authorization).toBe('Bearer sk-first');
  // The fields show the endpoint that was asked.
  expect(screen.getByLabelText<HTMLInputElement>('Base URL').value).toBe('https://models.test/v1');
  expect(screen.getByLabelText<HTMLInputElement>('Model').value).toBe('gpt-4o-mini');
  expect(screen.getByLabelText<HTMLSelectElement>('Protocol').value).toBe('openai');
  await waitFor(() => expect(within(answerRegion()).getByText(/gpt-4o-mini answered/)).toBeInTheDocument());
}, 30_000);

test('the history keeps the spec as the model wrote it and as repaired; a later visit reopens both', async () => {
  const written = SPEC.replace('  title Generated roadmap', '\ttitle Generated roadmap');
  fakeModel([ANSWER.replace(SPEC, written)]);
  const user = userEvent.setup();
  const first = renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await enterEndpoint(user);
  await user.type(screen.getByLabelText('Prompt'), 'A roadmap');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await screen.findByRole('region', { name: 'Repairs' });
  await waitFor(async () => expect(await storedGenerations()).toHaveLength(1));
  expect((await storedGenerations())[0]).toMatchObject({ spec: written, repairedSpec: SPEC });
  first.unmount();

  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  // Coming back shows the last answer as it was left (the work memory), repaired and drawn.
  await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Generated spec').value).toBe(SPEC));
  await waitFor(() => expect(pictureText()).toBe('Generated roadmap'));
  await user.click(screen.getByRole('button', { name: 'Generations' }));
  await user.click(await screen.findByRole('button', { name: 'Reopen “A roadmap”' }));
  await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Generated spec').value).toBe(SPEC));
  expect(screen.getByLabelText<HTMLTextAreaElement>('Spec as the model wrote it').value).toBe(written);
  expect(pictureText()).toBe('Generated roadmap');
  // Its request is back in the fields.
  expect(screen.getByLabelText<HTMLTextAreaElement>('Prompt').value).toBe('A roadmap');
}, 30_000);

test('a request refused at once (401) keeps the last picture on screen and says why; Generate without an endpoint names what is missing', async () => {
  fakeModel([ANSWER]);
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await user.type(screen.getByLabelText('Prompt'), 'A roadmap');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(within(answerRegion()).getByRole('alert')).toHaveTextContent('Enter the Base URL and the Model first'));
  await enterEndpoint(user);
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(within(answerRegion()).getByText(/gpt-4o-mini answered/)).toBeInTheDocument());
  await waitFor(() => expect(pictureText()).toBe('Generated roadmap'));
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify({ error: { message: 'Invalid API key' } }), { status: 401 }),
  ) as typeof fetch;
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(within(answerRegion()).getByRole('alert')).toHaveTextContent(/401/));
  expect(pictureText()).toBe('Generated roadmap');
  expect(screen.getByLabelText<HTMLTextAreaElement>('Generated spec').value).toBe(SPEC);
}, 30_000);

test('Test connection fills an empty Model field with the first listed model', async () => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith('/models')
      ? new Response(JSON.stringify({ data: [{ id: 'model-b' }, { id: 'model-a' }] }), { status: 200 })
      : new Response('not here', { status: 404 }),
  ) as typeof fetch;
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await user.type(screen.getByLabelText('Base URL'), 'https://models.test/v1');
  await user.click(screen.getByRole('button', { name: 'Test connection' }));
  await waitFor(() => expect(screen.getByText('Connected: 2 models listed: pick one in the Model field.')).toBeInTheDocument());
  expect(screen.getByLabelText<HTMLInputElement>('Model').value).toBe('model-a');
}, 30_000);

test('typing the request re-renders its panel, never the page or the picture; Generate sends what was typed, kept across views', async () => {
  const { calls } = fakeModel([ANSWER]);
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await enterEndpoint(user);
  const systemField = () => screen.getByLabelText<HTMLTextAreaElement>('System prompt');
  const before = { ...renders };
  const prompt = 'A roadmap in five steps';
  await user.type(screen.getByLabelText('Prompt'), prompt);
  await user.type(screen.getByLabelText('Use my data'), 'step,owner');
  // The hint names a category: the generated system prompt asks for it.
  await user.type(screen.getByLabelText('Template or category'), 'sequence');
  expect(systemField().value).toContain('Use a template of the sequence category.');
  // The user's edit of the system prompt wins over the one generated for a later hint.
  const end = systemField().value.length;
  await user.type(systemField(), ' Be brief.', { initialSelectionStart: end, initialSelectionEnd: end });
  await user.clear(screen.getByLabelText('Template or category'));
  await user.type(screen.getByLabelText('Template or category'), 'list');
  expect(systemField().value).toMatch(/sequence category\.[\s\S]* Be brief\.$/);
  fireEvent.change(screen.getByLabelText('Stop after silence (s)'), { target: { value: '45' } });
  const typed = prompt.length + 'step,owner'.length + 'sequence'.length + ' Be brief.'.length + 'list'.length;
  expect(renders.panel - before.panel).toBeGreaterThanOrEqual(typed);
  expect(renders.page - before.page).toBe(0);
  expect(renders.picture - before.picture).toBe(0);

  // Another view and back: nothing typed is lost.
  await user.click(screen.getByRole('radio', { name: 'A streamed spec' }));
  await user.click(screen.getByRole('radio', { name: 'Generate' }));
  expect(screen.getByLabelText<HTMLTextAreaElement>('Prompt').value).toBe(prompt);
  expect(screen.getByLabelText<HTMLInputElement>('Template or category').value).toBe('list');
  expect(screen.getByLabelText<HTMLInputElement>('Stop after silence (s)').value).toBe('45');
  expect(systemField().value).toMatch(/ Be brief\.$/);

  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  const messages = calls[0].body.messages;
  expect(messages[0].role).toBe('system');
  expect(messages[0].content).toMatch(/sequence category\.[\s\S]* Be brief\.$/);
  expect(messages.at(-1)!.content).toMatch(/A roadmap in five steps[\s\S]*step,owner/);
  await waitFor(() => expect(within(answerRegion()).getByText(/gpt-4o-mini answered/)).toBeInTheDocument());
}, 30_000);

test('typing the endpoint (Base URL, Model, API key) re-renders only its fields, never the page, the picture or the request panel', async () => {
  const { calls } = fakeModel([ANSWER]);
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await user.type(screen.getByLabelText('Prompt'), 'A roadmap');
  // The operator's file (absent here) is read on the first focus: its answer is awaited before counting.
  await waitFor(() => expect(jest.mocked(globalThis.fetch)).toHaveBeenCalledTimes(1));
  const before = { ...renders };
  await user.type(screen.getByLabelText('Base URL'), 'https://models.test/v1');
  await user.type(screen.getByLabelText('Model'), 'gpt-4o-mini');
  await user.type(screen.getByLabelText('API key'), 'sk-typed');
  expect(renders.page - before.page).toBe(0);
  expect(renders.picture - before.picture).toBe(0);
  expect(renders.panel - before.panel).toBe(0);
  // The fields show every key typed, and the key is kept in this browser for that base URL.
  expect(screen.getByLabelText<HTMLInputElement>('Base URL').value).toBe('https://models.test/v1');
  expect(screen.getByLabelText<HTMLInputElement>('Model').value).toBe('gpt-4o-mini');
  expect(screen.getByLabelText<HTMLInputElement>('API key').value).toBe('sk-typed');
  expect(localStorage.getItem(`${KEY_STORAGE_PREFIX}https://models.test/v1`)).toBe('sk-typed');

  // Another view and back: the endpoint is kept, and Generate asks it with what was typed.
  await user.click(screen.getByRole('radio', { name: 'A streamed spec' }));
  await user.click(screen.getByRole('radio', { name: 'Generate' }));
  expect(screen.getByLabelText<HTMLInputElement>('Model').value).toBe('gpt-4o-mini');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].url).toBe('https://models.test/v1/chat/completions');
  expect(calls[0].body.model).toBe('gpt-4o-mini');
  expect(calls[0].headers.Authorization).toBe('Bearer sk-typed');
  await waitFor(() => expect(within(answerRegion()).getByText(/gpt-4o-mini answered/)).toBeInTheDocument());
}, 30_000);

/** A stand-in site with the operator's /models.json (answered when `file` resolves) and a model that records each call. */
function siteWithEndpoints(file: Promise<void> = Promise.resolve()) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/models.json')) {
      await file;
      const endpoints = [{ label: 'Team GPT', protocol: 'openai', baseUrl: '/llm/openai/v1', models: ['team-model', 'team-large'] }];
      return new Response(JSON.stringify({ endpoints }), { status: 200 });
    }
    calls.push({ url, headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify({ error: { message: 'Invalid API key' } }), { status: 401 });
  }) as typeof fetch;
  return { calls };
}

test('the operator’s endpoint fills the fields; each provider chosen brings its base URL, model and saved key; Forget key forgets it', async () => {
  const { calls } = siteWithEndpoints();
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
  expect(value('Provider')).toBe('custom');
  await user.click(screen.getByLabelText('Prompt'));
  await waitFor(() => expect(screen.getByRole('option', { name: 'Team GPT (via this site)' })).toBeInTheDocument());
  expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Team GPT (via this site)' }).selected).toBe(true);
  expect(value('Base URL')).toBe('/llm/openai/v1');
  expect(value('Model')).toBe('team-model');
  expect(screen.getByLabelText('API key')).toHaveAttribute('placeholder', 'Not needed here');
  expect(screen.queryByLabelText('Protocol')).toBeNull();

  // Custom: an empty endpoint, its protocol to pick; a key typed is saved for its base URL.
  await user.selectOptions(screen.getByLabelText('Provider'), 'Custom');
  expect(value('Base URL')).toBe('');
  expect(value('Model')).toBe('');
  expect(screen.getByLabelText('Protocol')).toBeInTheDocument();
  expect(screen.getByText(/Enter the base URL of an OpenAI-compatible, Anthropic or Ollama endpoint/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Base URL'), 'https://models.test/v1');
  await user.type(screen.getByLabelText('API key'), 'sk-custom');
  expect(localStorage.getItem(`${KEY_STORAGE_PREFIX}https://models.test/v1`)).toBe('sk-custom');

  // Back to the operator's endpoint: its fields, no key; Generate asks it without one.
  await user.selectOptions(screen.getByLabelText('Provider'), 'Team GPT (via this site)');
  expect(value('Base URL')).toBe('/llm/openai/v1');
  expect(value('Model')).toBe('team-model');
  expect(value('API key')).toBe('');
  await user.type(screen.getByLabelText('Prompt'), 'A roadmap');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0].url).toBe('http://localhost/llm/openai/v1/chat/completions');
  expect(calls[0].headers.Authorization).toBeUndefined();

  // Custom again, the same base URL typed: its saved key comes back, and Forget key forgets it.
  await user.selectOptions(screen.getByLabelText('Provider'), 'Custom');
  await user.type(screen.getByLabelText('Base URL'), 'https://models.test/v1/');
  expect(value('API key')).toBe('sk-custom');
  await user.click(screen.getByRole('button', { name: 'Forget key' }));
  expect(value('API key')).toBe('');
  expect(screen.getByText('The key for https://models.test/v1/ is forgotten.')).toBeInTheDocument();
  expect(localStorage.getItem(`${KEY_STORAGE_PREFIX}https://models.test/v1`)).toBeNull();
}, 30_000);

test('a Base URL typed before the operator’s file arrives is kept: the file adds its provider without choosing it', async () => {
  let answerFile = () => {};
  siteWithEndpoints(new Promise<void>((resolve) => (answerFile = resolve)));
  const user = userEvent.setup();
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await ready();
  await user.type(screen.getByLabelText('Base URL'), 'https://mine.test/v1');
  answerFile();
  await waitFor(() => expect(screen.getByRole('option', { name: 'Team GPT (via this site)' })).toBeInTheDocument());
  expect(screen.getByLabelText<HTMLSelectElement>('Provider').value).toBe('custom');
  expect(screen.getByLabelText<HTMLInputElement>('Base URL').value).toBe('https://mine.test/v1');
}, 30_000);
