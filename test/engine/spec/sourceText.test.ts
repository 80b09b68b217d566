// The template line and the theme block: read and rewritten without touching the rest of the text; line offsets for the caret.
import { createEngine } from '../../../src/engine/engine';
import {
  firstContentLine,
  isHeadLine,
  isSkippedLine,
  lineRange,
  readJsonTheme,
  readThemeBlock,
  replaceJsonTheme,
  replaceThemeBlock,
  templateOfSource,
  withTemplate,
} from '../../../src/engine/spec/sourceText';

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

const THEMED = `# brand
infographic list-row-simple-horizontal-arrow
theme dark
  colorPrimary #ff5a5f
  # the brand's colours
  palette #ff5a5f #00a699

data
  title Steps
  lists
    - label A
`;

describe('readThemeBlock', () => {
  test('reads the theme line and its indented children, with blank and comment lines inside it', () => {
    const block = readThemeBlock(THEMED)!;
    expect(block.text).toBe("theme dark\n  colorPrimary #ff5a5f\n  # the brand's colours\n  palette #ff5a5f #00a699");
    expect(block).toMatchObject({ name: 'dark', startLine: 3, endLine: 6 });
    expect(THEMED.slice(block.start, block.end)).toBe(block.text);
  });

  test('a bare theme line, a separator, CRLF, and a block that ends the text', () => {
    expect(readThemeBlock('infographic a\ntheme\n  colorBg #000')).toMatchObject({ text: 'theme\n  colorBg #000', name: null, endLine: 3 });
    expect(readThemeBlock('infographic a\r\ntheme: light\r\ndata\r\n')).toMatchObject({
      text: 'theme: light',
      name: 'light',
      startLine: 2,
    });
  });

  test('null when absent, indented under another key, or the source is JSON', () => {
    expect(readThemeBlock(SPEC)).toBeNull();
    expect(readThemeBlock('infographic a\ndata\n  theme dark\n')).toBeNull();
    expect(readThemeBlock('{"theme": "dark"}')).toBeNull();
    expect(readThemeBlock('infographic a\nthemes dark\n')).toBeNull();
  });
});

describe('replaceThemeBlock', () => {
  test('round trip: replacing the block with itself gives the same text, byte for byte', () => {
    for (const source of [THEMED, THEMED.replace(/\n/g, '\r\n'), 'infographic a\ntheme\n  colorBg #000', 'theme dark   \n']) {
      expect(replaceThemeBlock(source, readThemeBlock(source)!.text)).toBe(source);
    }
  });

  test('replaces only the block', () => {
    const next = replaceThemeBlock(THEMED, 'theme hand-drawn\n  colorPrimary #123456\n');
    expect(next).toBe(THEMED.replace(/theme dark\n[\s\S]*#00a699/, 'theme hand-drawn\n  colorPrimary #123456'));
    expect(replaceThemeBlock(THEMED.replace(/\n/g, '\r\n'), 'theme light\n  colorBg #fff')).toBe(
      THEMED.replace(/theme dark\n[\s\S]*#00a699/, 'theme light\n  colorBg #fff').replace(/\n/g, '\r\n'),
    );
  });

  test('appends a block when there is none, and removes it when given an empty one', () => {
    expect(replaceThemeBlock(SPEC, 'theme dark')).toBe(`${SPEC}theme dark\n`);
    expect(replaceThemeBlock('infographic a', 'theme dark')).toBe('infographic a\ntheme dark\n');
    expect(replaceThemeBlock(SPEC, '')).toBe(SPEC);
    expect(replaceThemeBlock(THEMED, '  \n')).toBe(THEMED.replace(/theme dark\n[\s\S]*#00a699\n/, ''));
    expect(replaceThemeBlock('infographic a\ntheme dark', '')).toBe('infographic a');
  });

  test('leaves JSON alone (replaceJsonTheme is its counterpart)', () => {
    expect(replaceThemeBlock('{"theme":"dark"}', 'theme light')).toBe('{"theme":"dark"}');
  });
});

describe('readJsonTheme / replaceJsonTheme', () => {
  const json = `${JSON.stringify({ template: 'a', theme: 'dark', themeConfig: { palette: ['#000'] }, data: { title: 'T' } }, null, 2)}\n`;

  test('round trip: the same theme back gives the same text', () => {
    const theme = readJsonTheme(json)!;
    expect(theme).toEqual({ theme: 'dark', themeConfig: { palette: ['#000'] } });
    expect(replaceJsonTheme(json, theme)).toBe(json);
  });

  test('sets, adds and removes the two keys, keeping the others in place', () => {
    expect(JSON.parse(replaceJsonTheme(json, { theme: 'light' })!)).toEqual({ template: 'a', theme: 'light', data: { title: 'T' } });
    expect(Object.keys(JSON.parse(replaceJsonTheme('{"template":"a","data":{}}', { theme: 'x', themeConfig: {} })!))).toEqual([
      'template',
      'data',
      'theme',
      'themeConfig',
    ]);
    expect(readJsonTheme('{"template":"a"}')).toEqual({});
  });

  test('null for text sources and JSON that does not parse', () => {
    expect(readJsonTheme(SPEC)).toBeNull();
    expect(readJsonTheme('{"theme": ')).toBeNull();
    expect(replaceJsonTheme('{"theme": ', {})).toBeNull();
    expect(replaceJsonTheme(SPEC, {})).toBeNull();
  });
});

describe('a replaced theme block is what validate reads', () => {
  const engine = createEngine();

  test.each([
    ['text', THEMED, 'theme hand-drawn\n  colorPrimary #123456'],
    ['text without a theme', SPEC, 'theme dark\n  palette #111111 #222222'],
  ])('%s', (_name, source, block) => {
    const before = engine.validate(source).options!;
    const after = engine.validate(replaceThemeBlock(source, block));
    expect(after.ok).toBe(true);
    const expected = engine.validate(`infographic x\n${block}\n`).options!;
    expect(after.options).toEqual({ ...before, theme: expected.theme, themeConfig: expected.themeConfig });
  });

  test('JSON', () => {
    const source = JSON.stringify({ template: 'list-row-simple-horizontal-arrow', data: { lists: [{ label: 'A' }] } });
    const after = engine.validate(replaceJsonTheme(source, { theme: 'dark', themeConfig: { colorPrimary: '#123456' } })!);
    expect(after.ok).toBe(true);
    expect(after.options).toMatchObject({ theme: 'dark', themeConfig: { colorPrimary: '#123456' } });
  });

  test('removing the block removes the theme', () => {
    const after = engine.validate(replaceThemeBlock(THEMED, '')).options!;
    expect(after.theme).toBeUndefined();
    expect(after.themeConfig).toBeUndefined();
  });
});

describe('skipped lines and the head line', () => {
  test('blank lines, comments and code fences are skipped; the first other line is the head', () => {
    for (const line of ['', '   ', '# note', '  // note', '```', '```text']) expect(isSkippedLine(line)).toBe(true);
    expect(isSkippedLine('data')).toBe(false);
    expect(firstContentLine('```\n# c\n\ninfographic a\ndata')).toBe('infographic a');
    expect(firstContentLine('# only\n\n')).toBeNull();
    expect(isHeadLine('infographic a')).toBe(true);
    expect(isHeadLine('template: a')).toBe(true);
    expect(isHeadLine('infographics')).toBe(false);
  });
});
