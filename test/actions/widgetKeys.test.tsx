// A widget's keys go through the actions' one chord reader: "mod" is Ctrl off a Mac and ⌘ on one, never the other, and a
// modifier the chord lacks (Shift, Alt) means another key. Generate's prompt and Dynamic's Spec text are two such widgets.
import { fireEvent, render, screen } from '@testing-library/react';
import { onWidgetKeys, widgetKeyOf, type WidgetKeys } from '../../src/actions/widgetKeys';
import { GeneratePanel, PROMPT_KEYS } from '../../src/pages/dynamic/generate/GeneratePanel';
import { SPEC_TEXT_KEYS, SpecSource } from '../../src/pages/dynamic/stream/SpecSource';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  preventDefault: jest.fn(),
  ...mods,
});

const TABLE: WidgetKeys<'send' | 'far'> = {
  id: 'test',
  where: 'a field',
  place: 'field',
  keys: [
    { name: 'send', label: 'Send', keys: ['mod+Enter'] },
    { name: 'far', label: 'Move far', keys: ['Shift+ArrowLeft'] },
  ],
};

test('a key of the table runs its handler and its default is prevented; a handler that returns false lets it pass', () => {
  const send = jest.fn();
  const handle = onWidgetKeys(TABLE, { send, far: () => false });
  const sent = press('Enter', { ctrlKey: true });
  handle(sent);
  expect(send).toHaveBeenCalledTimes(1);
  expect(sent.preventDefault).toHaveBeenCalled();
  const passed = press('ArrowLeft', { shiftKey: true });
  handle(passed);
  expect(passed.preventDefault).not.toHaveBeenCalled();
  const other = press('Enter');
  handle(other);
  expect(send).toHaveBeenCalledTimes(1);
  expect(other.preventDefault).not.toHaveBeenCalled();
});

test('mod+Enter and mod+Z are Ctrl off a Mac and ⌘ on one; Shift or Alt makes another key', () => {
  expect(widgetKeyOf(PROMPT_KEYS, press('Enter', { ctrlKey: true }), false)).toBe('send');
  expect(widgetKeyOf(PROMPT_KEYS, press('Enter', { metaKey: true }), false)).toBeNull();
  expect(widgetKeyOf(PROMPT_KEYS, press('Enter', { metaKey: true }), true)).toBe('send');
  expect(widgetKeyOf(PROMPT_KEYS, press('Enter', { ctrlKey: true }), true)).toBeNull();
  expect(widgetKeyOf(PROMPT_KEYS, press('Enter', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  expect(widgetKeyOf(SPEC_TEXT_KEYS, press('z', { ctrlKey: true }), false)).toBe('restore');
  expect(widgetKeyOf(SPEC_TEXT_KEYS, press('Z', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  expect(widgetKeyOf(SPEC_TEXT_KEYS, press('z', { ctrlKey: true, altKey: true }), false)).toBeNull();
});

test('in the Prompt, Ctrl+Enter sends off a Mac and ⌘+Enter does not', () => {
  const onGenerate = jest.fn();
  render(
    <GeneratePanel
      endpoint={null}
      onFocus={() => undefined}
      prompt="A timeline"
      onPrompt={() => undefined}
      data=""
      onData={() => undefined}
      hint=""
      onHint={() => undefined}
      templates={[]}
      streaming={false}
      onGenerate={onGenerate}
      onStop={() => undefined}
      systemPrompt=""
      onSystemPrompt={() => undefined}
      stallSeconds={30}
      onStallSeconds={() => undefined}
      overLimits={{}}
    />,
  );
  const prompt = screen.getByRole('textbox', { name: 'Prompt' });
  fireEvent.keyDown(prompt, { key: 'Enter', metaKey: true });
  fireEvent.keyDown(prompt, { key: 'Enter', ctrlKey: true, shiftKey: true });
  expect(onGenerate).not.toHaveBeenCalled();
  expect(fireEvent.keyDown(prompt, { key: 'Enter', ctrlKey: true })).toBe(false);
  expect(onGenerate).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Ctrl+Enter sends.')).toBeInTheDocument();
});

test('in Spec text, Ctrl+Z puts back the replaced text once there is some to put back, and ⌘+Z does not off a Mac', () => {
  const onRestore = jest.fn();
  const props = {
    presets: [],
    presetId: '',
    onPreset: () => undefined,
    text: 'typed',
    limit: null,
    onText: () => undefined,
    readOnly: false,
    onFile: () => undefined,
    onEditorDocument: () => undefined,
    textareaRef: { current: null },
  };
  const { rerender } = render(<SpecSource {...props} onRestore={null} />);
  const field = screen.getByRole('textbox', { name: 'Spec text' });
  // Nothing to put back: the field's own undo has the key.
  expect(fireEvent.keyDown(field, { key: 'z', ctrlKey: true })).toBe(true);
  rerender(<SpecSource {...props} onRestore={onRestore} />);
  fireEvent.keyDown(field, { key: 'z', metaKey: true });
  expect(onRestore).not.toHaveBeenCalled();
  expect(fireEvent.keyDown(field, { key: 'z', ctrlKey: true })).toBe(false);
  expect(onRestore).toHaveBeenCalledTimes(1);
});
