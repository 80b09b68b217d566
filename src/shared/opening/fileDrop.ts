// Dropping a file to open it (the Renderer's source field, the Editor page): only drags that carry files count, and the
// page is told while one is over its target so it can say "Drop to open the file".

/** What these handlers read of a drag event; React's and the DOM's DragEvent both fit. */
export interface FileDragEvent {
  dataTransfer: DataTransfer | null;
  currentTarget: EventTarget | null;
  relatedTarget: EventTarget | null;
  preventDefault(): void;
}

export interface FileDropHandlers {
  onDragEnter(event: FileDragEvent): void;
  onDragOver(event: FileDragEvent): void;
  onDragLeave(event: FileDragEvent): void;
  onDrop(event: FileDragEvent): void;
}

/** True when the drag carries files (not text or a link dragged from the page). */
export function carriesFiles(event: FileDragEvent): boolean {
  return !!event.dataTransfer && Array.from(event.dataTransfer.types).includes('Files');
}

/** Handlers for a drop target: `setDropping(true)` while files are over it, `onFile` with the first dropped file. */
export function fileDropHandlers(onFile: (file: File) => void, setDropping: (dropping: boolean) => void): FileDropHandlers {
  return {
    onDragEnter(event) {
      if (carriesFiles(event)) setDropping(true);
    },
    onDragOver(event) {
      if (!carriesFiles(event)) return;
      // Without this the browser refuses the drop (or opens the file in place of the app).
      event.preventDefault();
      event.dataTransfer!.dropEffect = 'copy';
    },
    onDragLeave(event) {
      // Moving between the target's own children is not leaving it.
      const target = event.currentTarget as Node | null;
      if (!target?.contains(event.relatedTarget as Node | null)) setDropping(false);
    },
    onDrop(event) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDropping(false);
      const file = event.dataTransfer!.files[0];
      if (file) onFile(file);
    },
  };
}
