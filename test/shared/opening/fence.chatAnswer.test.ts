// Splitting a whole chat answer into the model's words and its spec, for pasted answers and for the stream.
import { splitChatAnswer } from '../../../src/shared/opening/fence';

const SPEC = 'infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - label One\n';

it('takes an infographic block and keeps the prose before and after it', () => {
  const answer = `Sure! Here it is:\n\n\`\`\`infographic\n${SPEC}\`\`\`\n\nWant a timeline instead?`;
  expect(splitChatAnswer(answer)).toEqual({
    spec: SPEC,
    before: 'Sure! Here it is:\n\n',
    after: '\nWant a timeline instead?',
    label: 'infographic',
    fenceLine: '```infographic',
    closed: true,
    specLine: 4,
  });
});

it('takes a block labelled plain, text or nothing when its body starts like a spec, and skips code of other languages', () => {
  for (const label of ['plain', 'text', '', 'yaml']) {
    const answer = `Intro\n\`\`\`js\nconsole.log(1)\n\`\`\`\n\`\`\`${label}\n${SPEC}\`\`\`\nBye`;
    expect(splitChatAnswer(answer)).toMatchObject({ spec: SPEC, label, closed: true, after: 'Bye', specLine: 6 });
  }
  expect(splitChatAnswer('```python\nprint(1)\n```')).toMatchObject({ spec: null });
});

it('gives the newest prefix of a block that is still streaming', () => {
  const answer = `Sure!\n\`\`\`infographic\n${SPEC}`;
  for (let end = answer.indexOf('infographic\n') + 'infographic\n'.length; end <= answer.length; end += 7) {
    const part = splitChatAnswer(answer.slice(0, end));
    expect(part).toMatchObject({ closed: false, after: '', before: 'Sure!\n' });
    expect(SPEC.startsWith(part.spec!)).toBe(true);
  }
  // an unlabelled block whose head word is still arriving is taken as the spec already
  expect(splitChatAnswer('Sure!\n```\ninfogr')).toMatchObject({ spec: 'infogr', label: '', closed: false });
});

it('finds an unfenced spec after prose and stops at prose after it', () => {
  const answer = `Here is the infographic:\n${SPEC}\nLet me know if you want changes.`;
  expect(splitChatAnswer(answer)).toEqual({
    spec: SPEC.trimEnd(),
    before: 'Here is the infographic:',
    after: 'Let me know if you want changes.',
    label: null,
    fenceLine: null,
    closed: false,
    specLine: 2,
  });
});

it('reports prose only, or a bare spec, as it is', () => {
  expect(splitChatAnswer('I cannot draw that.')).toMatchObject({ spec: null, before: 'I cannot draw that.', specLine: 0 });
  expect(splitChatAnswer(SPEC)).toMatchObject({ spec: SPEC, before: '', after: '', specLine: 1 });
});
