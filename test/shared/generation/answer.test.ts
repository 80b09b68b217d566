// A chat answer entering a page (paste, file, share link) goes in as its infographic block, and the page is told.
import { readAddress } from '../../../src/shared/links/links';
import { intentFromAddress } from '../../../src/session/opening';
import { chatAnswerNotice, specFromEnteredText } from '../../../src/shared/generation/answer';
import { strToU8, zlibSync } from 'fflate';
import { encodeBase64Url } from '../../../src/shared/links/base64url';
import { guardSourcePastes, sourcePaste } from '../../../src/shared/generation/answerPaste';
import { MAX_SOURCE_CHARS } from '../../../src/engine';
import { shareFragment } from '../../../src/shared/links/shareLink';
import { readSpecFile } from '../../../src/shared/opening/specFile';

const SPEC = 'infographic list-row-simple-horizontal-arrow\ndata\n  lists\n    - label One\n';
const ANSWER = `Sure! Here is your infographic:\n\n\`\`\`infographic\n${SPEC}\`\`\`\n\nWant changes?`;

it('takes the block out of an answer and leaves a plain spec or plain prose as it is', () => {
  expect(specFromEnteredText(ANSWER)).toEqual({ text: SPEC, fromChatAnswer: true });
  // a bare fenced spec is a spec as written (the syntax skips fences): kept whole
  expect(specFromEnteredText(`\`\`\`\n${SPEC}\`\`\``)).toEqual({ text: `\`\`\`\n${SPEC}\`\`\``, fromChatAnswer: false });
  expect(specFromEnteredText(SPEC)).toEqual({ text: SPEC, fromChatAnswer: false });
  expect(specFromEnteredText('# saved\n' + SPEC)).toEqual({ text: '# saved\n' + SPEC, fromChatAnswer: false });
  expect(specFromEnteredText('Sure! I can help.')).toEqual({ text: 'Sure! I can help.', fromChatAnswer: false });
});

it('opens a saved chat answer as its block, saying so', async () => {
  const file = new File([ANSWER], 'answer.txt', { type: 'text/plain' });
  expect(await readSpecFile(file)).toEqual({ ok: true, name: 'answer.txt', text: SPEC, picture: false, notice: chatAnswerNotice() });
  const spec = new File([SPEC], 'spec.txt', { type: 'text/plain' });
  expect(await readSpecFile(spec)).toEqual({ ok: true, name: 'spec.txt', text: SPEC, picture: false });
});

it('opens a share link holding a chat answer as its block, saying so', async () => {
  const link = shareFragment(ANSWER);
  if (!link.ok) throw new Error(link.message);
  const request = readAddress('', link.fragment);
  expect(request).toEqual({ kind: 'text', reason: 'link', text: SPEC, fromChatAnswer: true });
  expect(await intentFromAddress(request)).toEqual({ intent: { reason: 'link', text: SPEC, note: chatAnswerNotice() } });
});

function paste(field: HTMLTextAreaElement, text: string): Event {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
  field.dispatchEvent(event);
  return event;
}

it('a pasted answer inserts only its block over the selection; other pastes are left to the browser', () => {
  const field = document.createElement('textarea');
  document.body.appendChild(field);
  field.value = 'old text';
  field.setSelectionRange(0, 8);
  const inputs: string[] = [];
  field.addEventListener('input', () => inputs.push(field.value));
  const used = jest.fn();
  const stop = guardSourcePastes(field, used);

  expect(paste(field, ANSWER).defaultPrevented).toBe(true);
  expect(field.value).toBe(SPEC);
  expect(inputs).toEqual([SPEC]);
  expect(used).toHaveBeenCalledWith({ tone: 'info', text: 'Used the infographic block from a chat answer.' });

  expect(paste(field, 'plain words').defaultPrevented).toBe(false);
  expect(used).toHaveBeenCalledTimes(1);
  stop();
  expect(paste(field, ANSWER).defaultPrevented).toBe(false);
  field.remove();
});

it('a paste that would take the source past its limit is refused before anything is inserted, and says the sizes', () => {
  const field = document.createElement('textarea');
  document.body.appendChild(field);
  field.value = 'infographic list-row-simple-horizontal-arrow';
  field.setSelectionRange(field.value.length, field.value.length);
  const told = jest.fn();
  const stop = guardSourcePastes(field, told);
  const huge = 'x'.repeat(2_000_000);

  expect(paste(field, huge).defaultPrevented).toBe(true);
  expect(field.value).toBe('infographic list-row-simple-horizontal-arrow');
  expect(told).toHaveBeenCalledWith({
    tone: 'error',
    text: 'The source with this paste has 2,000,044 characters; the limit is 200,000. Nothing was pasted; your text is unchanged.',
  });
  stop();
  field.remove();
});

it('the limit is on the text after the paste: what the paste replaces does not count, and a chat answer counts by its block', () => {
  const fits = 'x'.repeat(MAX_SOURCE_CHARS - 10);
  expect(sourcePaste(fits, 10, 0)).toEqual({ kind: 'pass' });
  expect(sourcePaste(fits, 11, 0).kind).toBe('refuse');
  expect(sourcePaste(fits, 1000, 990)).toEqual({ kind: 'pass' });
  // The prose around a block is not inserted, so it does not count against the limit.
  const answer = `${'Some words. '.repeat(20_000)}\n\n\`\`\`infographic\n${SPEC}\`\`\`\n`;
  expect(answer.length).toBeGreaterThan(MAX_SOURCE_CHARS);
  expect(sourcePaste(answer, 0, 0)).toMatchObject({ kind: 'replace', text: SPEC });
});

it('a pasted share link or AntV live-editor link inserts the text it carries; a damaged one is refused; a plain URL is text', () => {
  const shared = shareFragment(SPEC);
  if (!shared.ok) throw new Error('encode');
  expect(sourcePaste(`https://example.org/editor#${shared.fragment}`, 0, 0)).toEqual({
    kind: 'replace',
    text: SPEC,
    notice: { tone: 'info', text: 'Pasted the text of the share link.' },
  });
  // What the AntV site's live editor writes: pako.deflate (zlib), base64 made URL-safe, padding dropped.
  const pako = `pako:${encodeBase64Url(zlibSync(strToU8(SPEC), { level: 9 }))}`;
  const antv = `  https://infographic.antv.vision/editor?${new URLSearchParams({ content: pako }).toString()}\n`;
  expect(sourcePaste(antv, 0, 0)).toEqual({
    kind: 'replace',
    text: SPEC,
    notice: { tone: 'info', text: 'Pasted the text of the link from the AntV site.' },
  });
  expect(sourcePaste('https://infographic.antv.vision/editor?content=pako:AAAA', 0, 0)).toMatchObject({
    kind: 'refuse',
    notice: { tone: 'error' },
  });
  expect(sourcePaste('https://example.org/page?q=1', 0, 0)).toEqual({ kind: 'pass' });
  expect(sourcePaste(`see https://example.org/editor#${shared.fragment}`, 0, 0)).toEqual({ kind: 'pass' });
});
