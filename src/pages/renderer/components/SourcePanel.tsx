// The "Infographic source" textarea, which also takes dropped files; its label is read by assistive technology, the
// placeholder and the hint under it say what goes in.
import { useMemo, useState, type RefObject } from 'react';
import { fileDropHandlers } from '../../../shared/opening/fileDrop';
import { useT } from '../../../i18n/react';

interface Props {
  /** null while the text is being prepared (a template's sample waits for the engine). */
  source: string | null;
  onChange(text: string): void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onOpenFile(file: File): void;
}

export function SourcePanel({ source, onChange, textareaRef, onOpenFile }: Props) {
  const t = useT();
  const [dropping, setDropping] = useState(false);
  const drop = useMemo(() => fileDropHandlers(onOpenFile, setDropping), [onOpenFile]);
  return (
    <div className="source-panel">
      <div className={`source-panel__field${dropping ? ' is-dropping' : ''}`} {...drop}>
        <label htmlFor="renderer-source" className="visually-hidden">
          {t('renderer.source.label')}
        </label>
        <textarea
          id="renderer-source"
          ref={textareaRef}
          className="source-panel__text"
          value={source ?? ''}
          placeholder={source === null ? t('renderer.source.loadingSample') : t('renderer.source.placeholder')}
          readOnly={source === null}
          aria-busy={source === null}
          aria-describedby="renderer-source-hint"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          onChange={(event) => onChange(event.target.value)}
        />
        <p id="renderer-source-hint" className="source-panel__hint">
          {t('renderer.source.hint')}
        </p>
        {dropping && (
          <div className="source-panel__drop" aria-hidden="true">
            {t('renderer.source.drop')}
          </div>
        )}
      </div>
    </div>
  );
}
