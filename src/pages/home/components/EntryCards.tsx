// The four ways in: one card per working page.
import { Link } from 'react-router';
import { useT } from '../../../i18n/react';
import { PAGES, pageDescription, pageTitle } from '../../../shared/pageFacts/pageFacts';

/** The pages a card leads to, in nav order; their titles and descriptions are the page facts', in the interface's language. */
const ENTRIES = [PAGES.renderer, PAGES.editor, PAGES.dynamic, PAGES.style];

export function EntryCards() {
  const t = useT();
  return (
    <section className="entry-cards" aria-labelledby="entry-cards-heading">
      <h2 id="entry-cards-heading" className="visually-hidden">
        {t('home.entries.heading')}
      </h2>
      <ul className="entry-cards__list">
        {ENTRIES.map((entry) => (
          <li key={entry.path}>
            <Link className="entry-card" to={entry.path}>
              <h3 className="entry-card__title">{pageTitle(entry.id)}</h3>
              <p className="entry-card__text">{pageDescription(entry.id)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
