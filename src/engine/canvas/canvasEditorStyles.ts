// The library's canvas editor injects its CSS as <style id="infographic-…-style"> elements without a nonce, which the
// CSP (`style-src 'self'`) blocks. It skips an id already in the document, so we put one there for each; the same CSS
// is served from our own stylesheet (canvasEditor.css, imported here so it ships with the page that installs the markers).
import './canvasEditor.css';

/** Every id the library's editor (0.2.20) injects a <style> under. */
export const LIBRARY_STYLE_IDS = [
  'infographic-inline-text-editor-style',
  'infographic-edit-bar-icon-btn-style',
  'infographic-color-picker-style',
  'infographic-edit-popover-style',
  'infographic-edit-select-style',
  'infographic-align-grid-style',
  'infographic-font-align-grid-style',
  'infographic-font-color-style',
  'infographic-font-family-list-style',
  'infographic-font-size-grid-style',
  'infographic-icon-color-style',
  'infographic-reset-viewbox-btn-style',
] as const;

/** Puts an empty <meta> with each id into the head (once); returns the function that takes them out again. */
export function installCanvasEditorStyles(doc: Document): () => void {
  const added = LIBRARY_STYLE_IDS.filter((id) => !doc.getElementById(id)).map((id) => {
    const marker = doc.createElement('meta');
    marker.id = id;
    marker.name = 'infographic-editor-style';
    marker.content = 'served by the canvas editor stylesheet';
    doc.head.appendChild(marker);
    return marker;
  });
  return () => added.forEach((marker) => marker.remove());
}
