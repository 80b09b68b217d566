// Where the played spec comes from: a preset, pasted text, a file, or the Editor's current document.
import { useId, type KeyboardEvent, type RefObject } from 'react';
import type { Diagnostic } from '../../../engine';
import { FieldLimit } from '../shared/FieldLimit';
import { SPEC_FILE_ACCEPT } from '../../../shared/opening/specFile';
import type { StreamPreset } from './presets';

interface Props {
  presets: readonly StreamPreset[];
  presetId: string;
  onPreset(id: string): void;
  text: string;
  /** Why the text is not played (over a size or item limit), or null: it stays in the field either way. */
  limit: Diagnostic | null;
  onText(text: string): void;
  /** Read-only while a connection writes into it. */
  readOnly: boolean;
  onFile(file: File): void;
  /** Loads the Editor's current document as the spec to stream. */
  onEditorDocument(): void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** Puts back the text a stream replaced (one Ctrl+Z in the field, or the button); absent when there is nothing to restore. */
  onRestore?: (() => void) | null;
}

/** Ctrl+Z (Cmd+Z on a Mac), not Ctrl+Shift+Z, which is redo. */
function isUndoKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z';
}

export function SpecSource({
  presets,
  presetId,
  onPreset,
  text,
  limit,
  onText,
  readOnly,
  onFile,
  onEditorDocument,
  textareaRef,
  onRestore,
}: Props) {
  const id = useId();
  return (
    <fieldset className="dynamic-panel">
      <legend>Spec to stream</legend>
      <div className="dynamic-row">
        <label htmlFor={`${id}-preset`}>Preset</label>
        <select id={`${id}-preset`} value={presetId} onChange={(event) => onPreset(event.target.value)} disabled={readOnly}>
          {presetId === '' && <option value="">Your own text</option>}
          {presets.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.title}
            </option>
          ))}
        </select>
      </div>
      <div className="dynamic-row">
        <label htmlFor={`${id}-file`}>Open a file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={SPEC_FILE_ACCEPT}
          disabled={readOnly}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <button type="button" onClick={onEditorDocument} disabled={readOnly}>
          Use the Editor’s document
        </button>
      </div>
      <label htmlFor={`${id}-text`}>Spec text</label>
      <textarea
        id={`${id}-text`}
        ref={textareaRef}
        className="dynamic-source"
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        rows={10}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          // The browser's own undo history does not hold text a script wrote, so the stream's replace is undone here.
          if (!onRestore || !isUndoKey(event)) return;
          event.preventDefault();
          onRestore();
        }}
        aria-describedby={limit ? `${id}-too-large` : undefined}
      />
      {onRestore && (
        <div className="dynamic-row">
          <button type="button" onClick={onRestore}>
            Restore my text
          </button>
          <span>The stream replaced your text; Ctrl+Z in Spec text brings it back too.</span>
        </div>
      )}
      <FieldLimit id={`${id}-too-large`} message={limit && `${limit.message} It is not played. ${limit.hint ?? ''}`.trim()} />
    </fieldset>
  );
}
