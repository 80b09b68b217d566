// How long typing pauses before the Renderer redraws (a plain module: the bench reads it without loading the page).

/** Typing pauses this long before the picture is redrawn; explicit actions (Render, open, template) draw at once. */
export const RENDER_DEBOUNCE_MS = 200;
