import {
  DEFAULT_DOCUMENT,
  applyCanvasEdit,
  parseDocument,
  replaceDocument,
  replaceSource,
  setSource,
} from '../../../src/shared/document/model';
import { DEFAULT_SOURCE } from '../../../src/shared/document/defaultSource';

describe('document model', () => {
  it('starts from the default sample with no settings', () => {
    expect(DEFAULT_DOCUMENT).toEqual({ source: DEFAULT_SOURCE, settings: {} });
  });

  it('setSource gives a new document with the text and says what happened, keeping the old one intact', () => {
    const { document, event } = setSource(DEFAULT_DOCUMENT, 'infographic list-row-simple-horizontal-arrow');
    expect(document.source).toBe('infographic list-row-simple-horizontal-arrow');
    expect(event).toEqual({ type: 'source-set', before: DEFAULT_DOCUMENT });
    expect(DEFAULT_DOCUMENT.source).toBe(DEFAULT_SOURCE);
  });

  it('an update that changes nothing returns the same document and no event', () => {
    expect(setSource(DEFAULT_DOCUMENT, DEFAULT_SOURCE)).toEqual({ document: DEFAULT_DOCUMENT, event: null });
    expect(setSource(DEFAULT_DOCUMENT, DEFAULT_SOURCE).document).toBe(DEFAULT_DOCUMENT);
    expect(applyCanvasEdit(DEFAULT_DOCUMENT, DEFAULT_SOURCE).event).toBeNull();
  });

  it('replaceSource names its reason and keeps the settings, so history can snapshot the text it replaces', () => {
    const styled = { ...DEFAULT_DOCUMENT, settings: { theme: 'dark' } };
    const { document, event } = replaceSource(styled, 'infographic chart-column-simple', 'template');
    expect(document).toEqual({ source: 'infographic chart-column-simple', settings: { theme: 'dark' } });
    expect(event).toEqual({ type: 'source-replaced', reason: 'template', before: styled });
  });

  it('replaceDocument swaps text and settings together', () => {
    const next = { source: 'infographic x', settings: { palette: ['#112233', '#445566'] } };
    const { document, event } = replaceDocument(DEFAULT_DOCUMENT, next, 'restore');
    expect(document).toEqual(next);
    expect(event).toMatchObject({ type: 'source-replaced', reason: 'restore' });
    expect(replaceDocument(next, { ...next, settings: { palette: ['#112233', '#445566'] } }, 'restore').event).toBeNull();
  });

  it('applyCanvasEdit records the edit as a canvas edit', () => {
    const { document, event } = applyCanvasEdit(DEFAULT_DOCUMENT, DEFAULT_SOURCE.replace('Draft', 'Plan'));
    expect(document.source).toContain('label Plan');
    expect(event?.type).toBe('canvas-edit');
  });

  it('parseDocument keeps only known settings of the right type from untrusted data', () => {
    expect(
      parseDocument({ source: 'a', settings: { theme: 'dark', palette: [1, 2], font: 3, junk: '<b>', look: { type: 'pattern' } } }),
    ).toEqual({
      source: 'a',
      settings: { theme: 'dark' },
    });
    expect(
      parseDocument({ source: 'a', settings: { look: { type: 'linear-gradient', angle: 90, colors: ['#fff', '#000'], extra: 1 } } }),
    ).toEqual({
      source: 'a',
      settings: { look: { type: 'linear-gradient', angle: 90, colors: ['#fff', '#000'] } },
    });
    expect(parseDocument({ settings: {} })).toBeNull();
    expect(parseDocument('text')).toBeNull();
  });
});
