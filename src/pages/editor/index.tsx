// The Editor page: a code editor with live preview and on-canvas editing written back to the text.
import { usePageTitle } from '../../shared/usePageTitle';
import './editor.css';

export default function EditorPage() {
  usePageTitle('Editor');
  return (
    <section className="editor-page">
      <h1>Editor</h1>
      <p>Edit a spec in a code editor with a live preview; changes on the canvas are written back to the text.</p>
    </section>
  );
}
