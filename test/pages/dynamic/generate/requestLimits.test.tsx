// Generate's text fields over their limits (issue #27 item 4): each says so under itself, naming the limit and its size, keeps
// what was typed, and nothing is sent (not by Generate, not by Ctrl+Enter, not by "Change it", not by retrying an old record).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadEngine } from '../../../../src/engine';
import DynamicPage from '../../../../src/pages/dynamic';
import { openGenerationHistory } from '../../../../src/pages/dynamic/generate/generationHistory';
import { MAX_SYSTEM_PROMPT_CHARS } from '../../../../src/shared/generation/systemPrompt';
import { MAX_DATA_CHARS, MAX_HINT_CHARS, MAX_PROMPT_CHARS } from '../../../../src/shared/generation/userMessage';
import { createFakeEngine } from '../../support/fakeEngine';
import { createMemorySession, type MemorySession } from '../../support/memorySession';
import { renderPage } from '../../support/renderPage';

jest.mock('../../../../src/engine', () => ({ ...jest.requireActual('../../../../src/engine'), loadEngine: jest.fn() }));
let tab: MemorySession;
jest.mock('../../../../src/session/appSession', () => ({ getSession: () => tab.session }));

const SPEC = 'infographic list-row-simple-horizontal-arrow\ndata\n  title Generated roadmap\n  lists\n    - label Plan\n';
const ANSWER = `Here it is.\n\`\`\`infographic\n${SPEC}\`\`\``;

/** A stand-in model answering every chat request with ANSWER; `calls` counts the chat requests that reached it. */
function fakeModel() {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/models.json')) return new Response('not here', { status: 404 });
    calls.push(url);
    const body = [
      `data: ${JSON.stringify({ choices: [{ delta: { content: ANSWER } }] })}\n\n`,
      'data: {"choices":[{"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n',
    ].join('');
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }) as typeof fetch;
  return calls;
}

const realFetch = globalThis.fetch;
beforeEach(() => {
  jest.mocked(loadEngine).mockResolvedValue(createFakeEngine());
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  tab = createMemorySession();
});
afterEach(() => {
  tab.dispose();
  globalThis.fetch = realFetch;
});

async function openGenerate(user: ReturnType<typeof userEvent.setup>) {
  renderPage(DynamicPage, '/dynamic', '/dynamic');
  await waitFor(() => expect(screen.queryByText('Loading the rendering engine…')).toBeNull());
  await user.type(screen.getByLabelText('Base URL'), 'https://models.test/v1');
  await user.type(screen.getByLabelText('Model'), 'gpt-4o-mini');
}

const answerRegion = () => screen.getByRole('region', { name: 'Model answer' });
const over = (max: number) => 'x'.repeat(max + 1);
const count = (n: number) => n.toLocaleString('en');

test.each([
  ['Prompt', MAX_PROMPT_CHARS],
  ['Use my data', MAX_DATA_CHARS],
  ['Template or category', MAX_HINT_CHARS],
  ['System prompt', MAX_SYSTEM_PROMPT_CHARS],
])(
  '%s over its limit: the message says the limit and the size, the text stays, nothing is sent',
  async (label, max) => {
    const calls = fakeModel();
    const user = userEvent.setup();
    await openGenerate(user);
    const prompt = screen.getByLabelText<HTMLTextAreaElement>('Prompt');
    if (label !== 'Prompt') fireEvent.change(prompt, { target: { value: 'A roadmap' } });
    const field = screen.getByLabelText<HTMLTextAreaElement | HTMLInputElement>(label);
    const text = over(max);
    fireEvent.change(field, { target: { value: text } });

    const message = `${label} has ${count(max + 1)} characters; the limit is ${count(max)}. It stays here, and nothing is sent until it is shorter.`;
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field.value).toBe(text);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(message);
    fireEvent.keyDown(prompt, { key: 'Enter', ctrlKey: true });
    fireEvent.submit(screen.getByRole('form', { name: 'Generate' }));
    expect(calls).toEqual([]);

    // One character back under the limit: Generate sends, the whole text.
    fireEvent.change(field, { target: { value: text.slice(1) } });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(calls).toHaveLength(1));
  },
  30_000,
);

test('Change it over the prompt’s limit: said under the field, kept, and not sent', async () => {
  const calls = fakeModel();
  const user = userEvent.setup();
  await openGenerate(user);
  fireEvent.change(screen.getByLabelText('Prompt'), { target: { value: 'A roadmap' } });
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(within(answerRegion()).getByText(/gpt-4o-mini answered/)).toBeInTheDocument());
  const field = screen.getByLabelText<HTMLInputElement>('Change it');
  const text = over(MAX_PROMPT_CHARS);
  fireEvent.change(field, { target: { value: text } });
  expect(screen.getByRole('alert')).toHaveTextContent(
    `Change it has ${count(MAX_PROMPT_CHARS + 1)} characters; the limit is ${count(MAX_PROMPT_CHARS)}.`,
  );
  expect(screen.getByRole('button', { name: 'Change it' })).toBeDisabled();
  fireEvent.submit(screen.getByRole('form', { name: 'Follow-up' }));
  expect(field.value).toBe(text);
  expect(calls).toHaveLength(1);
}, 30_000);

test('retrying a stored generation whose prompt is over the limit is refused with the same words', async () => {
  const history = await openGenerationHistory(globalThis.indexedDB);
  const prompt = over(MAX_PROMPT_CHARS);
  await history.add(
    {
      prompt,
      data: '',
      provider: 'Custom',
      protocol: 'openai',
      baseUrl: 'https://models.test/v1',
      model: 'gpt-4o-mini',
      answer: ANSWER,
      spec: SPEC,
      repairedSpec: SPEC,
    },
    Date.now(),
  );
  history.close();
  const calls = fakeModel();
  const user = userEvent.setup();
  await openGenerate(user);
  await user.click(screen.getByRole('button', { name: 'Generations' }));
  await user.click(await screen.findByRole('button', { name: /^Retry/ }));
  await waitFor(() =>
    expect(within(answerRegion()).getByRole('alert')).toHaveTextContent(
      `Prompt has ${count(MAX_PROMPT_CHARS + 1)} characters; the limit is ${count(MAX_PROMPT_CHARS)}.`,
    ),
  );
  expect(calls).toEqual([]);
  // The record's prompt is back in its field, with the field's own message.
  expect(screen.getByLabelText<HTMLTextAreaElement>('Prompt').value).toBe(prompt);
}, 30_000);
