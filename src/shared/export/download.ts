// Saving a Blob as a download and copying text, without leaving the page or asking any other host.

/** Starts a download of `blob` under `fileName` (an object URL on our own origin, revoked once the click is handled). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL when the click is handled; revoking in the same task can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies text; false when the Clipboard API is missing or refused (the caller then shows the text to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
