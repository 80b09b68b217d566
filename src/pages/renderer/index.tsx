// The Renderer page: paste or open a spec, see it rendered, read its diagnostics, export and share it.
import { usePageTitle } from '../../shared/usePageTitle';
import './renderer.css';

export default function RendererPage() {
  usePageTitle('Renderer');
  return (
    <section className="renderer-page">
      <h1>Renderer</h1>
      <p>Paste or open an infographic spec, see it rendered, read its diagnostics, export it and share a link.</p>
    </section>
  );
}
