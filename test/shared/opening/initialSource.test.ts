// Where the Renderer and the Editor start: a share link, a gallery card's template, or the current document, with a notice when a link is bad.
import { initialSourceKey, resolveInitialSource, templateSample } from '../../../src/shared/opening/initialSource';
import { encodeShareCode } from '../../../src/shared/links/shareLink';

const SPEC = 'infographic chart-pie\ndata\n  values\n    - label A\n      value 3\n';
const code = (text: string) => {
  const encoded = encodeShareCode(text);
  if (!encoded.ok) throw new Error('encode');
  return encoded.code;
};

test('no parameters: the current document, no notice', () => {
  expect(resolveInitialSource('', '')).toEqual({ kind: 'current', notice: null });
});

test('a share link restores its text exactly', () => {
  expect(resolveInitialSource('', `#code=${code(SPEC)}`)).toEqual({ kind: 'link', text: SPEC });
});

test('a broken share link keeps the current document, with a notice saying so', () => {
  const result = resolveInitialSource('', '#code=not*valid');
  expect(result).toEqual({ kind: 'current', notice: expect.stringMatching(/damaged.*Your current document is shown instead\./) });
  const cut = code(SPEC).slice(0, 10);
  expect(resolveInitialSource('', `#code=${cut}`)).toEqual({ kind: 'current', notice: expect.any(String) });
});

test('a template parameter asks for that template; the share link wins over it', () => {
  expect(resolveInitialSource('?template=sequence-timeline-simple', '')).toEqual({
    kind: 'template',
    template: 'sequence-timeline-simple',
  });
  expect(resolveInitialSource('?template=sequence-timeline-simple', `#code=${code(SPEC)}`)).toEqual({ kind: 'link', text: SPEC });
});

test('a template parameter that cannot be a name is refused with a notice', () => {
  const result = resolveInitialSource('?template=%3Cscript%3E', '');
  expect(result).toEqual({ kind: 'current', notice: expect.stringMatching(/no valid template/) });
});

test('the key changes only when the link or template changes', () => {
  expect(initialSourceKey('?template=a&q=1', '')).toBe(initialSourceKey('?template=a&q=2', '#other'));
  expect(initialSourceKey('?template=a', '')).not.toBe(initialSourceKey('?template=b', ''));
  expect(initialSourceKey('', '#code=x')).not.toBe(initialSourceKey('', '#code=y'));
});

describe('templateSample', () => {
  const sample = (name: string) => `infographic ${name}\n`;
  test('the sample of a known template', () => {
    expect(templateSample('chart-pie', ['chart-pie'], sample)).toEqual({ text: 'infographic chart-pie\n', notice: null });
  });
  test('an unknown template: no text (the current document stays) and a notice naming it', () => {
    expect(templateSample('chart-nope', ['chart-pie'], sample)).toEqual({
      text: null,
      notice: expect.stringContaining('chart-nope'),
    });
  });
  test('a sample that fails: no text and a notice', () => {
    const failing = () => {
      throw new Error('boom');
    };
    expect(templateSample('chart-pie', ['chart-pie'], failing)).toEqual({ text: null, notice: expect.any(String) });
  });
});
