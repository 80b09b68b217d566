// An operator's endpoint is labelled once: "(via this site)" or "(Demo model)" is added only when the label does not say it.
import { endpointLabel } from '../../../../src/pages/dynamic/generate/modelSettings';

const endpoint = (label: string, demo = false) => ({
  label,
  protocol: 'openai' as const,
  baseUrl: '/llm/v1',
  models: [],
  ...(demo ? { demo } : {}),
});

test.each([
  ['Team GPT', false, 'Team GPT (via this site)'],
  // docs/deploy.md's own example
  ['Team GPT (via this site)', false, 'Team GPT (via this site)'],
  ['Claude, Via This Site', false, 'Claude, Via This Site'],
  // what `npm start` lists
  ['Demo model (OpenAI protocol, canned answer)', true, 'Demo model (OpenAI protocol, canned answer)'],
  ['Canned answers', true, 'Canned answers (Demo model)'],
])('%s (demo: %s) is shown as %s', (label, demo, shown) => {
  expect(endpointLabel(endpoint(label, demo))).toBe(shown);
});
