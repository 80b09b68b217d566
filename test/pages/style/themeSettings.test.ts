import { createEngine } from '../../../src/engine/engine';
import type { InfographicSpec } from '../../../src/engine';
import { settingsOf, sourceWithTheme, themeBlockText, withSettings, type StyleSettings } from '../../../src/pages/style/themeSettings';

const engine = createEngine();
const serialize = (theme: object) => engine.serialize(theme as InfographicSpec);
const SOURCE = [
  'infographic list-row-simple-horizontal-arrow',
  'data',
  '  title Plans',
  '  lists',
  '    - label One',
  '    - label Two',
  '',
].join('\n');

function changed(source: string, change: Partial<StyleSettings>): string {
  const theme = themeOfSource(source);
  const next = withSettings(theme, { ...settingsOf(theme), ...change });
  return sourceWithTheme(source, next, themeBlockText(next, serialize))!;
}

function themeOfSource(source: string) {
  const { options } = engine.validate(source);
  return { theme: options?.theme, themeConfig: options?.themeConfig };
}

function errorsOf(source: string): string[] {
  return engine
    .validate(source)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.message);
}

describe('the Style page’s settings written into a spec', () => {
  it('writes each control into the theme block, which the text syntax reads back, and leaves the rest of the text alone', () => {
    const changes: Partial<StyleSettings>[] = [
      { theme: 'dark' },
      { palette: 'spectral' },
      { palette: ['#112233', '#445566', '#778899'] },
      { primary: '#ff6600' },
      { background: '#fafafa' },
      { font: 'Source Han Serif' },
      { look: 'rough', rough: { roughness: 2.5, bowing: 3 } },
      { look: 'pattern', pattern: { pattern: 'hex', foregroundColor: '#000000', backgroundColor: '#ffffff', scale: 2 } },
      { look: 'linear-gradient' },
      { look: 'radial-gradient' },
    ];
    for (const change of changes) {
      const text = changed(SOURCE, change);
      expect(text.startsWith(SOURCE)).toBe(true);
      expect(errorsOf(text)).toEqual([]);
      expect(settingsOf(themeOfSource(text))).toMatchObject(change);
    }
  });

  it('keeps the theme keys the controls do not own and replaces an existing block in place', () => {
    const source = [
      'infographic list-row-simple-horizontal-arrow',
      'theme dark',
      '  title',
      '    fill #ff0000',
      'data',
      '  lists',
      '    - label One',
    ].join('\n');
    const text = changed(source, { primary: '#00aa00' });
    expect(text.split('\n')[0]).toBe('infographic list-row-simple-horizontal-arrow');
    expect(text.split('\n').slice(-3)).toEqual(['data', '  lists', '    - label One']);
    expect(themeOfSource(text)).toEqual({ theme: 'dark', themeConfig: { title: { fill: '#ff0000' }, colorPrimary: '#00aa00' } });
  });

  it('takes a setting out again when it is cleared, and the block when nothing is left', () => {
    const dark = changed(SOURCE, { theme: 'dark', look: 'rough' });
    expect(changed(dark, { look: 'plain' })).toBe(changed(SOURCE, { theme: 'dark' }));
    expect(changed(changed(SOURCE, { theme: 'dark' }), { theme: null })).toBe(SOURCE);
  });

  it('writes a JSON spec’s theme and themeConfig and keeps its other keys', () => {
    const json = JSON.stringify({ template: 'list-row-simple-horizontal-arrow', data: { lists: [{ label: 'One' }] } }, null, 2);
    const text = changed(json, { theme: 'hand-drawn', palette: ['#123456'] });
    expect(JSON.parse(text)).toEqual({
      template: 'list-row-simple-horizontal-arrow',
      data: { lists: [{ label: 'One' }] },
      theme: 'hand-drawn',
      themeConfig: { palette: ['#123456'] },
    });
  });

  it('shows the block a user would paste: the theme line and its settings', () => {
    const theme = withSettings({}, { ...settingsOf({}), theme: 'dark', palette: ['#112233', '#445566'], look: 'linear-gradient' });
    expect(themeBlockText(theme, serialize)).toBe(['theme dark', '  palette #112233 #445566', '  stylize linear-gradient'].join('\n'));
    expect(themeBlockText({}, serialize)).toBe('');
  });
});
