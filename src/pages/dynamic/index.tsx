// The Dynamic page: content that changes: streamed specs and live data feeds.
// Until it is built, it says what it will do, in the words of its page facts (the same words as Home's card).
import { PAGES } from '../../shared/pageFacts';
import { usePageTitle } from '../../shared/usePageTitle';
import './dynamic.css';

const PAGE = PAGES.dynamic;

export default function DynamicPage() {
  usePageTitle(PAGE.title);
  return (
    <section className="dynamic-page">
      <h1>{PAGE.title}</h1>
      <p>{PAGE.description}</p>
    </section>
  );
}
