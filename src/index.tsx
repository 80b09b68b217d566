// Boot: install the chunk-error adapter before any chunk can be requested, then mount the router into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ROOT_ELEMENT_ID } from './constants';
import { installChunkErrorAdapter, onChunkLoadFailure } from './runtime/chunkErrors';
import { App } from './app/App';

installChunkErrorAdapter();
onChunkLoadFailure((failure) => console.warn(failure.message));

const container = document.getElementById(ROOT_ELEMENT_ID);
if (!container) throw new Error(`Mount element #${ROOT_ELEMENT_ID} is missing from index.html`);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
