// The Home page: what the tool is, the way into the other pages, and a searchable gallery of every template.
// The hero and the entry cards need no engine; the gallery loads it only when it scrolls into view.
import { useT } from '../../i18n/react';
import { pageTitle } from '../../shared/pageFacts/pageFacts';
import { usePageTitle } from '../../shared/pageFacts/usePageTitle';
import { EntryCards } from './components/EntryCards';
import { Gallery } from './components/Gallery';
import './home.css';

export default function HomePage() {
  const t = useT();
  usePageTitle(pageTitle('home'));
  return (
    <section className="home-page">
      <header className="home-page__hero">
        <h1>Infographic Preview</h1>
        <p className="home-page__lead">{t('home.lead')}</p>
      </header>
      <EntryCards />
      <Gallery />
    </section>
  );
}
