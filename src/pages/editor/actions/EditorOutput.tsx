// Under the Editor's split: export the picture (the shared export menu) and share the text as a link (the shared codec).
import { memo, useCallback } from 'react';
import type { Engine } from '../../../engine';
import { ExportMenu } from '../../../shared/export/ExportMenu';
import { PAGES } from '../../../shared/pageFacts/pageFacts';
import { ShareButton } from '../../../shared/links/ShareButton';
import type { PictureState, UseInfographic } from '../../../shared/preview/useInfographic';
import type { Session } from '../../../session';

interface Props {
  engine: Engine | null;
  handle: UseInfographic['handle'];
  picture: PictureState;
  session: Session;
  /** False until the editor holds the current document. */
  ready: boolean;
}

// Memo: nothing here changes with the text (the share link reads it when pressed).
export const EditorOutput = memo(function EditorOutput({ engine, handle, picture, session, ready }: Props) {
  const source = useCallback(() => (ready ? session.getState().document.source : null), [ready, session]);
  const pageUrl = useCallback(() => `${window.location.origin}${PAGES.editor.path}`, []);
  return (
    <div className="editor-output">
      <ExportMenu engine={engine} handle={handle} hasPicture={picture.hasPicture} stale={picture.stale} source={source} />
      <ShareButton getSource={source} pageUrl={pageUrl} />
    </div>
  );
});
