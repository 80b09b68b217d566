// The interface, a chunk of its own (src/app/startChunks.ts requests it): React DOM, the router and the app are evaluated
// only once the first screen's more urgent work has started, a share link's picture drawing first of all (issue 32).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

export function mountApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
