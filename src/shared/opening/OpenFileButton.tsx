// "Open file": a real button in front of a visually hidden, labelled file input (the input stays reachable for tests and AT).
import { useRef } from 'react';
import { SPEC_FILE_ACCEPT } from './specFile';

export function OpenFileButton({ onFile, disabled = false }: { onFile(file: File): void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" disabled={disabled} onClick={() => input.current?.click()}>
        Open file
      </button>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Open a spec file"
        disabled={disabled}
        accept={SPEC_FILE_ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clear it so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
