// The Home page: what the tool is and the way into the other pages.
import { usePageTitle } from '../../shared/usePageTitle';
import './home.css';

export default function HomePage() {
  usePageTitle('Home');
  return (
    <section className="home-page">
      <h1>Infographic Preview</h1>
      <p>Render, edit, stream, restyle, export and share infographics written in AntV Infographic's text syntax or JSON.</p>
    </section>
  );
}
