// The template line: read and rewritten without touching the rest of the text; line offsets for the caret.
import { lineRange, templateOfSource, withTemplate } from '../../../src/pages/renderer/sourceText';

const SPEC = `infographic list-row-simple-horizontal-arrow
data
  title Steps
  lists
    - label A
`;

describe('templateOfSource', () => {
  test('reads the head line, after comments and blank lines', () => {
    expect(templateOfSource(SPEC)).toBe('list-row-simple-horizontal-arrow');
    expect(templateOfSource(`# a comment\n\n// another\n${SPEC}`)).toBe('list-row-simple-horizontal-arrow');
    expect(templateOfSource('infographic: chart-pie\n')).toBe('chart-pie');
    expect(templateOfSource('template = chart-pie\n')).toBe('chart-pie');
  });

  test('a bare "infographic" line with a template key further down', () => {
    expect(templateOfSource('infographic\ntemplate chart-pie\ndata\n')).toBe('chart-pie');
  });

  test('ignores indented keys named template', () => {
    expect(templateOfSource('infographic\ndata\n  template nope\n')).toBeNull();
  });

  test('reads JSON options', () => {
    expect(templateOfSource('{"template": "chart-pie", "data": {}}')).toBe('chart-pie');
    expect(templateOfSource('{"data": {}}')).toBeNull();
    expect(templateOfSource('{"template": ')).toBeNull();
  });

  test('none named', () => {
    expect(templateOfSource('')).toBeNull();
    expect(templateOfSource('data\n  title x\n')).toBeNull();
  });
});

describe('withTemplate', () => {
  test('replaces only the name on the head line, keeping everything else byte for byte', () => {
    const result = withTemplate(SPEC, 'sequence-timeline-simple');
    expect(result).toBe(SPEC.replace('list-row-simple-horizontal-arrow', 'sequence-timeline-simple'));
  });

  test('keeps the separator style and CRLF line ends', () => {
    expect(withTemplate('infographic: a\r\ndata\r\n', 'b')).toBe('infographic: b\r\ndata\r\n');
    expect(withTemplate('# note\ntemplate=a\n', 'b')).toBe('# note\ntemplate=b\n');
  });

  test('fills a bare head line, or adds one on top', () => {
    expect(withTemplate('infographic\ndata\n', 'b')).toBe('infographic b\ndata\n');
    expect(withTemplate('data\n  title x\n', 'b')).toBe('infographic b\ndata\n  title x\n');
  });

  test('sets "template" in JSON, and refuses JSON that does not parse', () => {
    const json = withTemplate('{"template":"a","data":{"title":"T"}}', 'b');
    expect(JSON.parse(json!)).toEqual({ template: 'b', data: { title: 'T' } });
    expect(withTemplate('{"template": ', 'b')).toBeNull();
    expect(withTemplate('[1]', 'b')).toBe('infographic b\n[1]');
  });
});

describe('lineRange', () => {
  const text = 'one\ntwo\r\nthree';
  test('gives the offsets of a 1-based line without its line break', () => {
    expect(lineRange(text, 1)).toEqual({ start: 0, end: 3 });
    expect(text.slice(lineRange(text, 2).start, lineRange(text, 2).end)).toBe('two');
    expect(text.slice(lineRange(text, 3).start, lineRange(text, 3).end)).toBe('three');
  });

  test('clamps lines outside the text', () => {
    expect(lineRange(text, 0)).toEqual({ start: 0, end: 3 });
    expect(text.slice(lineRange(text, 99).start)).toBe('three');
    expect(lineRange('', 4)).toEqual({ start: 0, end: 0 });
  });
});
