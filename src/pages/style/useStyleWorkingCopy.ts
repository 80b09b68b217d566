// The Style page's working copy of the document, kept outside React state: it starts on the open document once the page's
// address is opened (a source link opens through the session, as on every page), the controls rewrite its theme, "Apply to
// document" stores it, and it follows the document when that changes elsewhere. Views subscribe to the part they show. Choices not yet
// applied are remembered with the document they restyle (its id and the text they were made on), so leaving the page or
// reloading keeps them.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Engine } from '../../engine';
import type { Session } from '../../session';
import type { NoticeMessage } from '../../shared/panels/Notice';
import { createValueStore, type ValueStore } from '../../shared/viewState/valueStore';
import { appWorkMemory, fieldsOf, followStore } from '../../shared/viewState/rememberedStore';
import { serializerOf, sourceWithSettings, themeOf } from './themeOfSource';
import { sourceWithTheme, themeBlockText, type StyleSettings } from './themeSettings';
import { useFollowDocument } from './useFollowDocument';
import { t } from '../../i18n/i18n';

export interface StyleWorkingCopy {
  /** The working source; null until the stored document is read. */
  copy: ValueStore<string | null>;
  /** Writes the controls' values into the working copy; false when it cannot be written (JSON that does not parse). */
  write(settings: StyleSettings): boolean;
}

/** The work memory's key for the unapplied choices (one document's at a time: the one open). */
export const STYLE_WORK_KEY = 'style';
const STYLE_WORK_SHAPE = { documentId: 'string', base: 'string', working: 'string' } as const;

export function useStyleWorkingCopy(
  session: Session,
  engine: Engine | null,
  /** The stored document is read and what the address asked for is open. */
  started: boolean,
  showNotice: (notice: NoticeMessage) => void,
): StyleWorkingCopy {
  const [copy] = useState(() => createValueStore<string | null>(null));
  const [memory] = useState(appWorkMemory);

  /** `text` with the theme of `working` written onto it (null when it cannot be: no engine yet, or no theme to read). */
  const restyle = useCallback(
    (text: string, working: string | null) => {
      const theme = engine && working !== null ? themeOf(engine, working) : null;
      return engine && theme ? sourceWithTheme(text, theme, themeBlockText(theme, serializerOf(engine))) : null;
    },
    [engine],
  );
  const latestRestyle = useRef(restyle);
  useEffect(() => {
    latestRestyle.current = restyle;
  }, [restyle]);

  // The choices left unapplied on this document are put back (onto its new text if it changed since), unless the user changed
  // something first.
  const openStart = useCallback(
    (stored: string) => {
      copy.set(stored);
      const { documentId } = session.getState();
      const putBack = (raw: unknown) => {
        const work = fieldsOf(raw, STYLE_WORK_SHAPE);
        if (!work || work.documentId !== documentId || copy.get() !== stored || work.working === stored) return;
        if (work.base === stored) return copy.set(work.working);
        const styled = latestRestyle.current(stored, work.working);
        if (styled === null || styled === stored) return;
        copy.set(styled);
        showNotice({ tone: 'info', text: t('style.notice.keptSinceLeft') });
      };
      const remembered = memory.peek(STYLE_WORK_KEY);
      if (remembered !== undefined) putBack(remembered);
      else void memory.read(STYLE_WORK_KEY).then(putBack);
    },
    [session, copy, memory, showNotice],
  );
  useEffect(() => {
    if (started && copy.get() === null) openStart(session.getState().document.source);
  }, [started, copy, session, openStart]);
  // Every change of the working copy is remembered with the text it was made on (put back by openStart above).
  useEffect(
    () =>
      followStore(
        memory,
        STYLE_WORK_KEY,
        copy,
        {
          // Nothing unapplied keeps nothing (so the first read of the document does not hide what is remembered).
          save(working) {
            const { documentId, document } = session.getState();
            return working === null || working === document.source ? {} : { documentId, base: document.source, working };
          },
          restore: () => false,
        },
        true,
      ),
    [memory, copy, session],
  );

  // The document changed elsewhere: work on the new text; style changes not yet applied are written onto it.
  const follow = useCallback(
    (text: string, unapplied: boolean) => {
      if (!unapplied) return copy.set(text);
      copy.set(restyle(text, copy.get()) ?? text);
      showNotice({ tone: 'info', text: t('style.notice.followed') });
    },
    [copy, restyle, showNotice],
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
