// Under the Editor's split: export the picture (the shared export menu) and share the text as a link (the shared codec).
import { useCallback } from 'react';
import type { Engine } from '../../../engine';
import type { DocumentStore } from '../../../shared/document';
import { ExportMenu } from '../../../shared/ExportMenu';
import { PAGES } from '../../../shared/pageFacts';
import { ShareButton } from '../../../shared/ShareButton';
import type { UseInfographic } from '../../../shared/useInfographic';

interface Props {
  engine: Engine | null;
  picture: UseInfographic;
  store: DocumentStore;
  /** False until the editor holds the current document. */
  ready: boolean;
}

export function EditorOutput({ engine, picture, store, ready }: Props) {
  const source = useCallback(() => (ready ? store.getSnapshot().document.source : null), [ready, store]);
  const pageUrl = useCallback(() => `${window.location.origin}${PAGES.editor.path}`, []);
  return (
    <div className="editor-output">
      <ExportMenu engine={engine} handle={picture.handle} hasPicture={picture.state.hasPicture} stale={picture.state.stale} />
      <ShareButton getSource={source} pageUrl={pageUrl} />
    </div>
  );
}
