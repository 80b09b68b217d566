// The longest text each kind of one-line field takes (the browser's maxLength): a 2 MB paste into an unbounded search box
// cost ~150 ms per keystroke, filtering the whole list by it each time. Multi-line fields check their own limits and say so.

/** Search boxes (Home's gallery, New from a template, the batch list). */
export const MAX_SEARCH_CHARS = 100;
/** Names the user gives: documents, snapshots, saved styles. */
export const MAX_NAME_CHARS = 120;
/** Other one-line fields: addresses, model names, keys, titles. */
export const MAX_LINE_CHARS = 2000;
