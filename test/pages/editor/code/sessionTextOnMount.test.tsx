// The code editor and the plain text area before it show the session's text even when it changes between their render and
// the effect that starts listening (a share link opened while CodeMirror's chunk arrived): a CI run once saw the Editor keep
// the default sample after a link's text had been opened.
import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import type { EditorView } from '@codemirror/view';
import { SourceEditor } from '../../../../src/pages/editor/code/SourceEditor';
import { SourceTextArea } from '../../../../src/pages/editor/code/SourceTextArea';
import type { Session } from '../../../../src/session/session';
import { createMemorySession, type MemorySession } from '../../support/memorySession';

const LINKED = 'infographic list-row-simple-horizontal-arrow\ndata\n  title From the link\n';

let memory: MemorySession;
beforeAll(() => {
  // CodeMirror asks a Range for its boxes; jsdom lays nothing out.
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});
beforeEach(() => {
  memory = createMemorySession();
});
afterEach(() => memory.dispose());

/** Changes the session's text in the commit that mounts its siblings: after their render, before their effects listen. */
function OpenLinkOnCommit({ session }: { session: Session }) {
  useLayoutEffect(() => session.replace(LINKED, 'link'), [session]);
  return null;
}

it('the code editor opens on the text the session holds when it is built, not the one it was rendered with', async () => {
  const { session } = memory;
  await session.whenLoaded();
  expect(session.getState().document.source).not.toBe(LINKED);
  const viewRef: { current: EditorView | null } = { current: null };
  function Editor() {
    const plain = useRef<HTMLTextAreaElement | null>(null);
    return (
      <>
        <SourceTextArea session={session} textAreaRef={plain} />
        <SourceEditor viewRef={viewRef} session={session} />
        <OpenLinkOnCommit session={session} />
      </>
    );
  }
  const { getAllByRole } = render(<Editor />);
  await waitFor(() => expect(viewRef.current?.state.doc.toString()).toBe(LINKED));
  const plain = getAllByRole('textbox').find((box) => box instanceof HTMLTextAreaElement) as HTMLTextAreaElement;
  expect(plain.value).toBe(LINKED);
});
