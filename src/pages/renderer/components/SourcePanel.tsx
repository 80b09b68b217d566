// The source side: template picker, open/render buttons and the "Infographic source" textarea, which also takes dropped files.
import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import { fileDropHandlers } from '../../../shared/opening/fileDrop';
import { OpenFileButton } from '../../../shared/opening/OpenFileButton';

interface Props {
  /** null while the text is being prepared (a template's sample waits for the engine). */
  source: string | null;
  onChange(text: string): void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onOpenFile(file: File): void;
  onRender(): void;
  canRender: boolean;
  /** The template picker, rendered in the toolbar. */
  picker: ReactNode;
}

export function SourcePanel({ source, onChange, textareaRef, onOpenFile, onRender, canRender, picker }: Props) {
  const [dropping, setDropping] = useState(false);
  const drop = useMemo(() => fileDropHandlers(onOpenFile, setDropping), [onOpenFile]);
  return (
    <div className="source-panel">
      {picker}
      <div className={`source-panel__field${dropping ? ' is-dropping' : ''}`} {...drop}>
        <div className="source-panel__head">
          <label htmlFor="renderer-source" className="source-panel__label">
            Infographic source
          </label>
          <div className="source-panel__actions">
            <OpenFileButton onFile={onOpenFile} />
            <button type="button" className="button--primary" onClick={onRender} disabled={!canRender}>
              Render
            </button>
          </div>
        </div>
        <textarea
          id="renderer-source"
          ref={textareaRef}
          className="source-panel__text"
          value={source ?? ''}
          placeholder={source === null ? 'Loading the template’s sample…' : 'infographic <template>\ndata\n  …'}
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
          Text syntax or JSON. Drop a .txt or .json file here to open it.
        </p>
        {dropping && (
          <div className="source-panel__drop" aria-hidden="true">
            Drop to open the file
          </div>
        )}
      </div>
    </div>
  );
}
