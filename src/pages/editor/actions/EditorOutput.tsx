// The Editor's Export and Share menus: export the picture (the shared export menu) and share the text as a link.
import { memo, useCallback } from 'react';
import type { Engine } from '../../../engine';
import { ExportMenu } from '../../../shared/export/ExportMenu';
import { PAGES } from '../../../shared/pageFacts/pageFacts';
import { documentAddress } from '../../../shared/links/links';
import { ShareMenu } from '../../../shared/links/ShareMenu';
import type { PictureParts, PictureState } from '../../../shared/preview/useInfographic';
import { useValueSelector, type ValueStore } from '../../../shared/viewState/valueStore';
import type { Session } from '../../../session';
import { useT } from '../../../i18n/react';

interface Props {
  engine: Engine | null;
  handle: PictureParts['handle'];
  picture: ValueStore<PictureState>;
  session: Session;
  /** False until the editor holds the current document. */
  ready: boolean;
}

const hasPictureOf = (state: PictureState) => state.hasPicture;
const staleOf = (state: PictureState) => state.stale;

// Memo: nothing here changes with the text (the share link reads it when pressed); a picture re-renders it only when it
// changes whether there is one to export, or whether it is stale.
export const EditorOutput = memo(function EditorOutput({ engine, handle, picture, session, ready }: Props) {
  const t = useT();
  const hasPicture = useValueSelector(picture, hasPictureOf);
  const stale = useValueSelector(picture, staleOf);
  const source = useCallback(() => (ready ? session.getState().document.source : null), [ready, session]);
  const pageUrl = useCallback(() => `${window.location.origin}${PAGES.editor.path}`, []);
  return (
    <>
      <ExportMenu engine={engine} handle={handle} hasPicture={hasPicture} stale={stale} source={source} />
      <ShareMenu
        getSource={source}
        pageUrl={pageUrl}
        more={[{ kind: 'link', id: 'open-in-renderer', label: t('editor.menu.openInRenderer'), to: documentAddress('renderer') }]}
      />
    </>
  );
});
