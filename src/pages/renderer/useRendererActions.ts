// What the Renderer's buttons do to the text: each is a session command; the picture follows the session.
import { useCallback, useMemo } from 'react';
import { templateOfSource, withTemplate, type Engine } from '../../engine';
import type { Session } from '../../session';
import { openFile as openSpecFile } from '../../session/opening';
import type { NoticeMessage } from '../../shared/panels/Notice';
import { t } from '../../i18n/i18n';

export interface RendererActions {
  /** The current text, or null before the stored document is read. */
  currentText(): string | null;
  changeTemplate(template: string): void;
  /**
   * Opens the template's sample data through the session, as the Editor's "New from template" does: into the open document
   * when it holds no changes of the user's, else as a new document (the user's stays in Documents); the notice says which,
   * and mod+Z or its button takes it back.
   */
  takeSample(): void;
  tryTemplate(text: string): void;
  openFile(file: File): Promise<void>;
}

export function useRendererActions(session: Session, engine: Engine | null, showNotice: (notice: NoticeMessage) => void): RendererActions {
  const currentText = useCallback(() => (session.getState().loaded ? session.getState().document.source : null), [session]);

  const changeTemplate = useCallback(
    (template: string) => {
      const text = currentText();
      if (text === null) return;
      const rewritten = withTemplate(text, template);
      if (rewritten === null) {
        showNotice({ tone: 'error', text: t('renderer.template.jsonDoesNotParse') });
        return;
      }
      session.replace(rewritten, 'template');
    },
    [currentText, session, showNotice],
  );

  const takeSample = useCallback(() => {
    const text = currentText();
    const template = text === null ? null : templateOfSource(text);
    if (engine && template) void session.open({ reason: 'template', text: engine.sampleSource(template), template });
  }, [engine, currentText, session]);

  const tryTemplate = useCallback((text: string) => session.replace(text, 'template'), [session]);

  const openFile = useCallback((file: File) => openSpecFile(session, file, showNotice), [session, showNotice]);

  return useMemo(
    () => ({ currentText, changeTemplate, takeSample, tryTemplate, openFile }),
    [currentText, changeTemplate, takeSample, tryTemplate, openFile],
  );
}
