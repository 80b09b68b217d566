// Where the code editor goes while the current document is read from storage.
import { useT } from '../../../i18n/react';

/** Stands where the editor goes while the current document is read. */
export function SourceEditorPlaceholder() {
  const t = useT();
  return (
    <div className="source-editor" aria-busy="true">
      <p className="source-editor__loading">{t('editor.code.opening')}</p>
    </div>
  );
}
