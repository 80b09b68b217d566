// A chat answer entering a page (paste, file, share link) goes in as its infographic block, and the page is told.
import { resolveInitialSource } from '../../../src/shared/opening/initialSource';
import { readInitialText } from '../../../src/shared/opening/initialText';
import { CHAT_ANSWER_NOTICE, specFromEnteredText } from '../../../src/shared/generation/answer';
import { takeChatAnswerPastes } from '../../../src/shared/generation/answerPaste';
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
  expect(await readSpecFile(file)).toEqual({ ok: true, name: 'answer.txt', text: SPEC, notice: CHAT_ANSWER_NOTICE });
  expect(await readSpecFile(new File([SPEC], 'spec.txt', { type: 'text/plain' }))).toEqual({ ok: true, name: 'spec.txt', text: SPEC });
});

it('opens a share link holding a chat answer as its block, saying so', async () => {
  const link = shareFragment(ANSWER);
  if (!link.ok) throw new Error(link.message);
  const first = resolveInitialSource('', link.fragment);
  expect(first).toEqual({ kind: 'link', text: SPEC, fromChatAnswer: true });
  expect(await readInitialText(first)).toEqual({ text: SPEC, reason: 'link', notice: null, info: CHAT_ANSWER_NOTICE });
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
  const stop = takeChatAnswerPastes(field, used);

  expect(paste(field, ANSWER).defaultPrevented).toBe(true);
  expect(field.value).toBe(SPEC);
  expect(inputs).toEqual([SPEC]);
  expect(used).toHaveBeenCalledTimes(1);

  expect(paste(field, 'plain words').defaultPrevented).toBe(false);
  expect(used).toHaveBeenCalledTimes(1);
  stop();
  expect(paste(field, ANSWER).defaultPrevented).toBe(false);
  field.remove();
});
