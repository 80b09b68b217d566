// The spec drawn (the fenced block after the page's repairs, without the prose), read-only: what the picture and the diagnostics'
// lines show; and, when the repairs changed it, the spec as the model wrote it.
import { useId, type RefObject } from 'react';
import { useT } from '../../../i18n/react';

interface Props {
  spec: string;
  /** The spec as the model wrote it ('' when none). */
  written: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function GeneratedSpec({ spec, written, textareaRef }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className="dynamic-panel">
      <label htmlFor={`${id}-spec`} className="dynamic-heading">
        {t('dynamic.generated.label')}
      </label>
      <textarea id={`${id}-spec`} ref={textareaRef} className="dynamic-source" value={spec} readOnly spellCheck={false} rows={10} />
      {written !== '' && written.trimEnd() !== spec.trimEnd() && (
        <details className="dynamic-details">
          <summary>{t('dynamic.generated.writtenSummary')}</summary>
          <label htmlFor={`${id}-written`}>{t('dynamic.generated.written')}</label>
          <textarea id={`${id}-written`} className="dynamic-source" value={written} readOnly spellCheck={false} rows={10} />
        </details>
      )}
    </div>
  );
}
