// The place in the shared header where a page shows its open document: the layout (in the entry) draws it empty and hands it
// down; the page portals its document button into it, so the session, storage and the Documents dialog load with the page's
// chunk, never with the entry. This file is in the entry: React only.
import { createContext } from 'react';

/** The header's empty element for the open document (null until the layout is in the page, or where no layout is drawn). */
export const DocumentSlot = createContext<HTMLElement | null>(null);
