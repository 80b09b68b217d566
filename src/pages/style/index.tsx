// The Style page: themes, palettes, fonts and looks, side by side.
// Until it is built, it says what it will do, in the words of its page facts (the same words as Home's card).
import { PAGES } from '../../shared/pageFacts';
import { usePageTitle } from '../../shared/usePageTitle';
import './style.css';

const PAGE = PAGES.style;

export default function StylePage() {
  usePageTitle(PAGE.title);
  return (
    <section className="style-page">
      <h1>{PAGE.title}</h1>
      <p>{PAGE.description}</p>
    </section>
  );
}
