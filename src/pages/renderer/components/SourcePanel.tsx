// The "Infographic source" textarea, which also takes dropped files; its label is read by assistive technology, the
// placeholder and the hint under it say what goes in.
import { useMemo, useState, type RefObject } from 'react';
import { fileDropHandlers } from '../../../shared/opening/fileDrop';

interface Props {
  /** null while the text is being prepared (a template's sample waits for the engine). */
  source: string | null;
  onChange(text: string): void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onOpenFile(file: File): void;
}

export function SourcePanel({ source, onChange, textareaRef, onOpenFile }: Props) {
  const [dropping, setDropping] = useState(false);
  const drop = useMemo(() => fileDropHandlers(onOpenFile, setDropping), [onOpenFile]);
  return (
    <div className="source-panel">
      <div className={`source-panel__field${dropping ? ' is-dropping' : ''}`} {...drop}>
        <label htmlFor="renderer-source" className="visually-hidden">
          Infographic source
        </label>
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
