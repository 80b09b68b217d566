// The Style page's working copy of the document, kept outside React state: the controls rewrite its theme, "Apply to document"
// stores it, and it follows the document when that changes elsewhere. Views subscribe to the part they show.
import { useCallback, useState } from 'react';
import type { Engine } from '../../engine';
import { useLoadedText, type Session } from '../../session';
import type { InitialSource } from '../../shared/opening/initialSource';
import type { NoticeMessage } from '../../shared/panels/Notice';
import { createValueStore, type ValueStore } from '../../shared/viewState/valueStore';
import { serializerOf, sourceWithSettings, themeOf } from './themeOfSource';
import { sourceWithTheme, themeBlockText, type StyleSettings } from './themeSettings';
import { useFollowDocument } from './useFollowDocument';

export interface StyleWorkingCopy {
  /** The working source; null until the stored document is read. */
  copy: ValueStore<string | null>;
  /** Writes the controls' values into the working copy; false when it cannot be written (JSON that does not parse). */
  write(settings: StyleSettings): boolean;
}

const FOLLOWED_NOTICE = 'The document changed in another view or tab; your style changes not yet applied are kept on its new text.';

export function useStyleWorkingCopy(
  session: Session,
  engine: Engine | null,
  linkedSource: InitialSource,
  showNotice: (notice: NoticeMessage) => void,
): StyleWorkingCopy {
  const [copy] = useState(() => createValueStore<string | null>(null));

  // A source link (`/style#v=1&code=…`) opens as on the Renderer: its text replaces the document.
  const openStart = useCallback(
    (stored: string) => {
      if (linkedSource.kind !== 'link') return copy.set(stored);
      session.replace(linkedSource.text, 'link');
      copy.set(linkedSource.text);
    },
    [linkedSource, session, copy],
  );
  useLoadedText(session, openStart);

  // The document changed elsewhere: work on the new text; style changes not yet applied are written onto it.
  const follow = useCallback(
    (text: string, unapplied: boolean) => {
      if (!unapplied) return copy.set(text);
      const working = copy.get();
      const theme = engine && working !== null ? themeOf(engine, working) : null;
      const styled = engine && theme ? sourceWithTheme(text, theme, themeBlockText(theme, serializerOf(engine))) : null;
      copy.set(styled ?? text);
      showNotice({ tone: 'info', text: FOLLOWED_NOTICE });
    },
    [copy, engine, showNotice],
  );
  useFollowDocument(session, copy.get, follow);

  const write = useCallback(
    (settings: StyleSettings) => {
      const working = copy.get();
      if (!engine || working === null) return true;
      const text = sourceWithSettings(engine, working, settings);
      if (text === null) return false;
      copy.set(text);
      return true;
    },
    [copy, engine],
  );
  return { copy, write };
}
