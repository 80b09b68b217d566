// Shown inside the layout for any path the route table does not know.
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../shared/pageFacts/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
