// The Editor page: a code editor with live preview and on-canvas editing written back to the text.
// Until it is built, it says what it will do, in the words of its page facts (the same words as Home's card).
import { PAGES } from '../../shared/pageFacts';
import { usePageTitle } from '../../shared/usePageTitle';
import './editor.css';

const PAGE = PAGES.editor;

export default function EditorPage() {
  usePageTitle(PAGE.title);
  return (
    <section className="editor-page">
      <h1>{PAGE.title}</h1>
      <p>{PAGE.description}</p>
    </section>
  );
}
