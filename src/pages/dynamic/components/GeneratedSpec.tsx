// The spec the model wrote (the fenced block, without the prose), read-only: what the picture and the diagnostics' lines show.
import { useId, type RefObject } from 'react';

interface Props {
  spec: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function GeneratedSpec({ spec, textareaRef }: Props) {
  const id = useId();
  return (
    <div className="dynamic-panel">
      <label htmlFor={`${id}-spec`} className="dynamic-heading">
        Generated spec
      </label>
      <textarea id={`${id}-spec`} ref={textareaRef} className="dynamic-source" value={spec} readOnly spellCheck={false} rows={10} />
    </div>
  );
}
