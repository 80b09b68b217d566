// Shown inside the layout for any path the route table does not know.
import { Link, useLocation } from 'react-router';
import { Trans, useT } from '../i18n/react';
import { usePageTitle } from '../shared/pageFacts/usePageTitle';
import { useSession } from '../session';
import { DocumentSwitcher } from '../shared/documents/DocumentSwitcher';

export function NotFoundPage() {
  const t = useT();
  usePageTitle(t('shell.notFound.title'));
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <section className="not-found">
      {/* The open document's name in the header, as on every page: a wrong address loses no work. */}
      <DocumentSwitcher session={session} />
      <h1>{t('shell.notFound.title')}</h1>
      <p>
        <Trans id="shell.notFound.text" values={{ path: pathname }} components={[<code />]} />
      </p>
      <p>
        <Link to="/">{t('shell.notFound.home')}</Link>
      </p>
    </section>
  );
}
