// Finding the spec in a model's answer: the fenced block wins, prose is ignored, a bare spec is taken whole.
import { extractSpec, TEMPLATE_LINE_WAIT } from '../../../src/shared/opening/fence';
import { t } from '../../../src/i18n/i18n';

const ANSWER =
  'Here is your infographic:\n\n```infographic\ninfographic list-row-simple-horizontal-arrow\ndata\n  title Fenced\n```\n\nIt shows three steps.';

it('finds a closed fence inside prose and ignores the prose around it', () => {
  expect(extractSpec(ANSWER)).toEqual({
    kind: 'spec',
    text: 'infographic list-row-simple-horizontal-arrow\ndata\n  title Fenced\n',
    fenced: true,
    closed: true,
  });
});

it('takes a fence still being written up to the end of what arrived', () => {
  const partial = ANSWER.slice(0, ANSWER.indexOf('title'));
  expect(extractSpec(partial)).toMatchObject({
    kind: 'spec',
    fenced: true,
    closed: false,
    text: 'infographic list-row-simple-horizontal-arrow\ndata\n  ',
  });
});

it('waits while only prose, or a half-written fence opener, has arrived', () => {
  expect(extractSpec('Here is your infographic:\n\n```info')).toMatchObject({ kind: 'waiting' });
  expect(extractSpec('# Plan\nSome prose')).toMatchObject({ kind: 'waiting' });
  expect(extractSpec('')).toMatchObject({ kind: 'waiting' });
});

it('takes a bare spec or JSON options as they are, after any comment lines', () => {
  expect(extractSpec('# streamed\n// by a model\ninfographic x\n')).toMatchObject({ kind: 'spec', fenced: false });
  // the reason is a message id, shown in the interface's language where the timeline shows it
  const waiting = extractSpec('# streamed\n');
  expect(waiting).toMatchObject({ kind: 'waiting', reason: TEMPLATE_LINE_WAIT });
  expect(waiting.kind === 'waiting' && t(waiting.reason)).toBe('Waiting for the template line to finish.');
  const prose = extractSpec('# Plan\n\nFirst we');
  expect(prose.kind === 'waiting' && t(prose.reason)).toContain('Prose');
  expect(extractSpec('infographic chart-column-simple\ndata')).toEqual({
    kind: 'spec',
    text: 'infographic chart-column-simple\ndata',
    fenced: false,
    closed: false,
  });
  expect(extractSpec('{"template":')).toMatchObject({ kind: 'spec', fenced: false });
});

it('ignores fences of other languages and honours longer and tilde fences', () => {
  const text = '```js\nconsole.log(1)\n```\n~~~~infographic\ninfographic x\n~~~\nstill inside\n~~~~\nafter';
  expect(extractSpec(text)).toEqual({ kind: 'spec', text: 'infographic x\n~~~\nstill inside\n', fenced: true, closed: true });
});
