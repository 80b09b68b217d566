// Under the Editor's split: export the picture (the shared export menu) and share the text as a link (the shared codec).
import { memo, useCallback } from 'react';
import type { Engine } from '../../../engine';
import type { DocumentStore } from '../../../shared/document';
import { ExportMenu } from '../../../shared/ExportMenu';
import { PAGES } from '../../../shared/pageFacts';
import { ShareButton } from '../../../shared/ShareButton';
import type { PictureState, UseInfographic } from '../../../shared/useInfographic';

interface Props {
  engine: Engine | null;
  handle: UseInfographic['handle'];
  picture: PictureState;
  store: DocumentStore;
  /** False until the editor holds the current document. */
  ready: boolean;
}

// Memo: the page re-renders on every keystroke (the document store), and nothing here changes with the text.
export const EditorOutput = memo(function EditorOutput({ engine, handle, picture, store, ready }: Props) {
  const source = useCallback(() => (ready ? store.getSnapshot().document.source : null), [ready, store]);
  const pageUrl = useCallback(() => `${window.location.origin}${PAGES.editor.path}`, []);
  return (
    <div className="editor-output">
      <ExportMenu engine={engine} handle={handle} hasPicture={picture.hasPicture} stale={picture.stale} source={source} />
      <ShareButton getSource={source} pageUrl={pageUrl} />
    </div>
  );
});
