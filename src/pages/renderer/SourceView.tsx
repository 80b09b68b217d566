// The Renderer's text view and its template choice: the only parts of the page that read the text (and its template line),
// so a keystroke re-renders these and nothing around them.
import { memo, useCallback, type RefObject } from 'react';
import type { TemplateInfo } from '../../engine';
import { useSession, useSessionSelector } from '../../session';
import { SourcePanel } from './components/SourcePanel';
import { TemplatePicker } from './components/TemplatePicker';
import { selectTemplate, selectText } from './sessionParts';

interface Props {
  /** False until the stored document is read and the address's text is in it. */
  started: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onOpenFile(file: File): void;
}

export const SourceView = memo(function SourceView({ started, ...panel }: Props) {
  const session = useSession();
  const text = useSessionSelector(selectText);
  const onChange = useCallback((typed: string) => session.type(typed), [session]);
  return <SourcePanel {...panel} source={started ? text : null} onChange={onChange} />;
});

interface ChoiceProps {
  started: boolean;
  templates: readonly TemplateInfo[] | null;
  onTemplateChange(template: string): void;
  onUseSample(): void;
}

/** The "Template" picker in the bar, on the text's template line. */
export const TemplateChoice = memo(function TemplateChoice({ started, templates, onTemplateChange, onUseSample }: ChoiceProps) {
  const template = useSessionSelector(selectTemplate);
  return <TemplatePicker templates={templates} value={started ? template : null} onChange={onTemplateChange} onUseSample={onUseSample} />;
});
