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
  it('starts from the default sample (a document is its text)', () => {
    expect(DEFAULT_DOCUMENT).toEqual({ source: DEFAULT_SOURCE });
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

  it('replaceSource names its reason, so history can snapshot the text it replaces', () => {
    const { document, event } = replaceSource(DEFAULT_DOCUMENT, 'infographic chart-column-simple', 'template');
    expect(document).toEqual({ source: 'infographic chart-column-simple' });
    expect(event).toEqual({ type: 'source-replaced', reason: 'template', before: DEFAULT_DOCUMENT });
  });

  it('replaceDocument swaps the document; the same text is no change', () => {
    const next = { source: 'infographic x' };
    const { document, event } = replaceDocument(DEFAULT_DOCUMENT, next, 'restore');
    expect(document).toEqual(next);
    expect(event).toMatchObject({ type: 'source-replaced', reason: 'restore' });
    expect(replaceDocument(next, { source: 'infographic x' }, 'restore').event).toBeNull();
  });

  it('applyCanvasEdit records the edit as a canvas edit', () => {
    const { document, event } = applyCanvasEdit(DEFAULT_DOCUMENT, DEFAULT_SOURCE.replace('Draft', 'Plan'));
    expect(document.source).toContain('label Plan');
    expect(event?.type).toBe('canvas-edit');
  });

  it('parseDocument reads the text from untrusted data and drops the old settings no UI wrote', () => {
    expect(parseDocument({ source: 'a', settings: { theme: 'dark', junk: '<b>' } })).toEqual({ source: 'a' });
    expect(parseDocument({ settings: {} })).toBeNull();
    expect(parseDocument('text')).toBeNull();
  });
});
