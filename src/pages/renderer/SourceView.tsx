// The Renderer's text view: the only part of the page that reads the text, so a keystroke re-renders this and nothing around it.
import { memo, useCallback, type RefObject } from 'react';
import type { TemplateInfo } from '../../engine';
import { useSession, useSessionSelector } from '../../session';
import { SourcePanel } from './components/SourcePanel';
import { TemplatePicker } from './components/TemplatePicker';
import { selectTemplate, selectText } from './sessionParts';

interface Props {
  /** False until the stored document is read and the address's text is in it. */
  started: boolean;
  templates: readonly TemplateInfo[] | null;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  canRender: boolean;
  onRender(): void;
  onOpenFile(file: File): void;
  onTemplateChange(template: string): void;
  onUseSample(): void;
}

export const SourceView = memo(function SourceView({ started, templates, onTemplateChange, onUseSample, ...panel }: Props) {
  const session = useSession();
  const text = useSessionSelector(selectText);
  const template = useSessionSelector(selectTemplate);
  const onChange = useCallback((typed: string) => session.type(typed), [session]);
  return (
    <SourcePanel
      {...panel}
      source={started ? text : null}
      onChange={onChange}
      picker={
        <TemplatePicker templates={templates} value={started ? template : null} onChange={onTemplateChange} onUseSample={onUseSample} />
      }
    />
  );
});
