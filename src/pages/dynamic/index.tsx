// The Dynamic page: content that changes: streamed specs and live data feeds.
import { usePageTitle } from '../../shared/usePageTitle';
import './dynamic.css';

export default function DynamicPage() {
  usePageTitle('Dynamic');
  return (
    <section className="dynamic-page">
      <h1>Dynamic</h1>
      <p>Watch a spec render as it streams in, the way a language model writes it, or follow a live data feed.</p>
    </section>
  );
}
