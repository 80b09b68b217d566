// The Style page: themes, palettes, fonts and looks, side by side.
import { usePageTitle } from '../../shared/usePageTitle';
import './style.css';

export default function StylePage() {
  usePageTitle('Style');
  return (
    <section className="style-page">
      <h1>Style</h1>
      <p>Try themes, palettes, fonts and hand-drawn, pattern and gradient looks side by side.</p>
    </section>
  );
}
