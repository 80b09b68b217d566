// A widget's keys go through the actions' one chord reader: "mod" is Ctrl off a Mac and ⌘ on one, never the other, and a
// modifier the chord lacks (Shift, Alt) means another key: Generate's prompt, Dynamic's Spec text, the Editor's split and the
// picture's pan and zoom.
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { onWidgetKeys, widgetKeyOf, type WidgetKeys } from '../../src/actions/widgetKeys';
import { GeneratePanel, PROMPT_KEYS } from '../../src/pages/dynamic/generate/GeneratePanel';
import { SPEC_TEXT_KEYS, SpecSource } from '../../src/pages/dynamic/stream/SpecSource';
import { SplitView } from '../../src/shared/workspace/SplitView';
import { usePanZoom } from '../../src/shared/preview/usePanZoom';
import { press } from './keyPress';

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

test('the split separator takes its arrows, Page and Home/End keys, but not with Ctrl, ⌘ or Alt (those are the browser’s)', () => {
  render(<SplitView firstId="first" firstLabel="Code" secondLabel="Picture" first={<p>code</p>} second={<p>picture</p>} />);
  const separator = screen.getByRole('separator');
  const before = Number(separator.getAttribute('aria-valuenow'));
  expect(fireEvent.keyDown(separator, { key: 'ArrowRight', ctrlKey: true })).toBe(true);
  expect(fireEvent.keyDown(separator, { key: 'ArrowRight', altKey: true })).toBe(true);
  expect(Number(separator.getAttribute('aria-valuenow'))).toBe(before);
  expect(fireEvent.keyDown(separator, { key: 'ArrowRight' })).toBe(false);
  expect(Number(separator.getAttribute('aria-valuenow'))).toBe(before + 5);
  fireEvent.keyDown(separator, { key: 'ArrowLeft', shiftKey: true });
  expect(Number(separator.getAttribute('aria-valuenow'))).toBe(before - 5);
  fireEvent.keyDown(separator, { key: 'End' });
  expect(separator).toHaveAttribute('aria-valuenow', '80');
});

function Viewport({ enabled }: { enabled: boolean }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const panZoom = usePanZoom({ stageRef, pictureVersion: 1, enabled });
  return (
    <div tabIndex={0} aria-label="viewport" ref={panZoom.viewportRef} {...panZoom.viewportHandlers}>
      <div ref={stageRef} />
    </div>
  );
}

test('the focused picture takes +, -, 0 and the arrows, but Ctrl or ⌘ with them stays the browser’s zoom', () => {
  const { rerender } = render(<Viewport enabled />);
  const viewport = screen.getByLabelText('viewport');
  for (const key of ['+', '=', '-', '_', '0', 'ArrowLeft', 'ArrowDown'])
    expect({ key, passed: fireEvent.keyDown(viewport, { key }) }).toEqual({ key, passed: false });
  expect(fireEvent.keyDown(viewport, { key: 'ArrowUp', shiftKey: true })).toBe(false);
  for (const key of ['+', '=', '-', '0'])
    expect({ key, passed: fireEvent.keyDown(viewport, { key, ctrlKey: true }) }).toEqual({ key, passed: true });
  expect(fireEvent.keyDown(viewport, { key: 'ArrowLeft', altKey: true })).toBe(true);
  // Nothing to move yet: the keys go on (a page scroll).
  rerender(<Viewport enabled={false} />);
  expect(fireEvent.keyDown(viewport, { key: 'ArrowDown' })).toBe(true);
});
