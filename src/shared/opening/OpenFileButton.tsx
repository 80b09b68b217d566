// "Open file…": a visually hidden, labelled file input (reachable for tests and AT) that a button or a menu entry opens.
import { useRef, type RefObject } from 'react';
import { useT } from '../../i18n/react';
import { SPEC_FILE_ACCEPT } from './specFile';

/** The hidden input; `chooseFile(ref)` opens the browser's file chooser on it. */
export function OpenFileInput({
  inputRef,
  onFile,
  disabled = false,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onFile(file: File): void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <input
      ref={inputRef}
      type="file"
      className="visually-hidden"
      tabIndex={-1}
      aria-label={t('shared.openFile.input')}
      disabled={disabled}
      accept={SPEC_FILE_ACCEPT}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Clear it so choosing the same file again still fires a change.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

/** Opens the file chooser (inside a press, which the browser requires). */
export function chooseFile(input: RefObject<HTMLInputElement | null>): void {
  input.current?.click();
}

export function OpenFileButton({ onFile, disabled = false }: { onFile(file: File): void; disabled?: boolean }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" disabled={disabled} onClick={() => chooseFile(input)}>
        {t('shared.openFile.button')}
      </button>
      <OpenFileInput inputRef={input} onFile={onFile} disabled={disabled} />
    </>
  );
}
