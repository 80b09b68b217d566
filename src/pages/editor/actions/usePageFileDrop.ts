// A file dropped anywhere on the Editor page opens it. Listened for on the document, in the capture phase, so the code
// editor (which would insert the file's text at the drop point) and the browser (which would leave the app) never get it.
import { useEffect, useState } from 'react';
import { carriesFiles, fileDropHandlers, type FileDragEvent } from '../../../shared/opening/fileDrop';

/** Calls `onFile` with a dropped file; true while files are dragged over the page. */
export function usePageFileDrop(onFile: (file: File) => void, enabled: boolean): boolean {
  const [dropping, setDropping] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const handlers = fileDropHandlers(onFile, setDropping);
    const listeners: [string, (event: FileDragEvent) => void][] = [
      ['dragenter', handlers.onDragEnter],
      ['dragover', handlers.onDragOver],
      ['dragleave', handlers.onDragLeave],
      ['drop', handlers.onDrop],
    ];
    const attached = listeners.map(([type, handle]) => {
      const listener = (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.stopPropagation();
        handle(event);
      };
      document.addEventListener(type, listener as EventListener, true);
      return () => document.removeEventListener(type, listener as EventListener, true);
    });
    return () => {
      attached.forEach((detach) => detach());
      setDropping(false);
    };
  }, [onFile, enabled]);
  return dropping;
}
