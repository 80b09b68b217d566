// The document's text in a plain text area, named as the code editor is, while CodeMirror's chunk is on its way: the picture
// does not wait for the code editor, and what is typed here goes to the session at once, so the code editor opens on it
// (SourceEditor takes over the caret and the focus from this element: code/SourceEditor.tsx). Before it, while the document is
// read from storage, a placeholder stands there.
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { Session } from '../../../session';
import { browserStorage } from '../../../shared/browserStorage';
import { useT } from '../../../i18n/react';
import { readCursor } from './cursorPlace';

interface Props {
  session: Session;
  textAreaRef: RefObject<HTMLTextAreaElement | null>;
}

export function SourceTextArea({ session, textAreaRef }: Props) {
  const t = useT();
  // The caret where it was left in this text (as the code editor puts it back), so typing at once goes there.
  useLayoutEffect(() => {
    const area = textAreaRef.current;
    const place = area ? readCursor(browserStorage(), area.value) : null;
    if (area && place)
      area.setSelectionRange(
        Math.min(place.anchor, place.head),
        Math.max(place.anchor, place.head),
        place.anchor > place.head ? 'backward' : 'forward',
      );
  }, [textAreaRef]);
  // The session's changes from elsewhere (a replace, a restore, another tab's version) show here as in the code editor,
  // including one made between the render and this effect (a share link opened), before anything listened.
  useEffect(() => {
    const show = (text: string) => {
      const area = textAreaRef.current;
      if (area && area.value !== text) area.value = text;
    };
    show(session.getState().document.source);
    return session.onChange((change) => {
      if (change.origin !== textAreaRef.current) show(change.text);
    });
  }, [session, textAreaRef]);
  return (
    <textarea
      ref={textAreaRef}
      className="source-editor source-editor__plain"
      aria-label={t('editor.code.label')}
      spellCheck={false}
      defaultValue={session.getState().document.source}
      onInput={(event) => session.type(event.currentTarget.value, event.currentTarget)}
    />
  );
}

/** Stands where the editor goes while the current document is read. */
export function SourceEditorPlaceholder() {
  const t = useT();
  return (
    <div className="source-editor" aria-busy="true">
      <p className="source-editor__loading">{t('editor.code.opening')}</p>
    </div>
  );
}
