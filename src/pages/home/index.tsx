// The Home page: what the tool is, the way into the other pages, and a searchable gallery of every template.
// The hero and the entry cards need no engine; the gallery loads it only when it scrolls into view.
import { useT } from '../../i18n/react';
import { useSession } from '../../session';
import { DocumentSwitcher } from '../../shared/documents/DocumentSwitcher';
import { pageTitle } from '../../shared/pageFacts/pageFacts';
import { usePageTitle } from '../../shared/pageFacts/usePageTitle';
import { EntryCards } from './components/EntryCards';
import { Gallery } from './components/Gallery';
import './home.css';

export default function HomePage() {
  const t = useT();
  usePageTitle(pageTitle('home'));
  const session = useSession();
  return (
    <section className="home-page">
      {/* The open document's name in the header, as on every page: a template opened from the gallery goes into it. */}
      <DocumentSwitcher session={session} />
      <header className="home-page__hero">
        <h1>Infographic Preview</h1>
        <p className="home-page__lead">{t('home.lead')}</p>
      </header>
      <EntryCards />
      <Gallery />
    </section>
  );
}
