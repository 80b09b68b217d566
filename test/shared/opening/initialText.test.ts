// The text an address asks a page to open: a link's text as it is, a template's sample from the engine, or a notice.
import type { Engine } from '../../../src/engine';
import { readInitialText } from '../../../src/shared/opening/initialText';

const engine = {
  templates: () => [{ name: 'chart-pie' }, { name: 'list-grid' }],
  sampleSource: (name: string) => `infographic ${name}\n`,
} as unknown as Engine;

test('a link gives its text, replacing with reason "link"', async () => {
  await expect(readInitialText({ kind: 'link', text: 'infographic chart-pie' })).resolves.toEqual({
    text: 'infographic chart-pie',
    reason: 'link',
    notice: null,
  });
});

test('a known template gives its sample, with reason "template"', async () => {
  await expect(readInitialText({ kind: 'template', template: 'list-grid' }, async () => engine)).resolves.toEqual({
    text: 'infographic list-grid\n',
    reason: 'template',
    notice: null,
  });
});

test('an unknown template, or an engine that does not load, keeps the current document and says why', async () => {
  await expect(readInitialText({ kind: 'template', template: 'chart-pi' }, async () => engine)).resolves.toEqual({
    text: null,
    notice: 'There is no template named “chart-pi”. Your current document is shown instead.',
  });
  const failing = () => Promise.reject(new Error('Loading chunk engine failed.'));
  await expect(readInitialText({ kind: 'template', template: 'chart-pie' }, failing)).resolves.toEqual({
    text: null,
    notice: 'The sample for “chart-pie” needs the rendering engine, which could not be loaded. Your current document is shown instead.',
  });
});

test('the current document stays, with the notice the address resolution gave', async () => {
  await expect(readInitialText({ kind: 'current', notice: 'Bad link.' })).resolves.toEqual({ text: null, notice: 'Bad link.' });
  await expect(readInitialText({ kind: 'current', notice: null })).resolves.toEqual({ text: null, notice: null });
});
