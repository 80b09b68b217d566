// The four ways in: one card per working page.
import { Link } from 'react-router';

const ENTRIES = [
  {
    path: '/renderer',
    title: 'Renderer',
    text: 'Paste or open a spec, see it rendered with its diagnostics, export SVG or PNG and share a link.',
  },
  {
    path: '/editor',
    title: 'Editor',
    text: 'Edit in a code editor with a live preview; changes on the canvas are written back to the text.',
  },
  {
    path: '/dynamic',
    title: 'Dynamic',
    text: 'Watch a spec render as it streams in, the way a language model writes it, or follow live data.',
  },
  { path: '/style', title: 'Style', text: 'Try themes, palettes, fonts and hand-drawn, pattern and gradient looks side by side.' },
] as const;

export function EntryCards() {
  return (
    <section className="entry-cards" aria-labelledby="entry-cards-heading">
      <h2 id="entry-cards-heading" className="visually-hidden">
        Pages
      </h2>
      <ul className="entry-cards__list">
        {ENTRIES.map((entry) => (
          <li key={entry.path}>
            <Link className="entry-card" to={entry.path}>
              <h3 className="entry-card__title">{entry.title}</h3>
              <p className="entry-card__text">{entry.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
