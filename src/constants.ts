// The specification's fixed constants (seed-spec section 9): the one copy read by webpack, the HTML template and the app.

/** A script chunk that has not arrived after this long counts as failed (`timeout`). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** `<html lang>` of the document. */
export const DOCUMENT_LANG = 'en';

/** Shown by `<noscript>` when scripting is disabled. */
export const NOSCRIPT_MESSAGE = 'Enable JavaScript to run this app.';

/** Where the app and its chunks are served from; also the router's basename. */
export const PUBLIC_PATH = '/';

/** Id of the element the application mounts into. */
export const ROOT_ELEMENT_ID = 'root';

/** Product name shown in the header and in every document title. */
export const PRODUCT_NAME = 'Infographic Preview';
