// Where the played spec comes from: a preset, pasted text, a file, or the Editor's current document.
import { useId, useState, type ClipboardEvent, type RefObject } from 'react';
import { chordKeys } from '../../../actions/chords';
import { onWidgetKeys, type WidgetKeys } from '../../../actions/widgetKeys';
import type { Diagnostic } from '../../../engine';
import { FieldLimit } from '../shared/FieldLimit';
import { oversizePaste } from '../../../shared/opening/oversizePaste';
import { SPEC_FILE_ACCEPT } from '../../../shared/opening/specFile';
import type { StreamPreset } from './presets';
import { useT } from '../../../i18n/react';

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
  /** Puts back the text a stream replaced (one mod+Z in the field, or the button); absent when there is nothing to restore. */
  onRestore?: (() => void) | null;
}

const RESTORE = 'mod+Z';

/** mod+Z (not mod+Shift+Z, which is redo): the browser's own undo history does not hold text a script wrote. */
export const SPEC_TEXT_KEYS: WidgetKeys<'restore'> = {
  id: 'dynamic.spec-text',
  where: 'dynamic.specSource.text',
  place: 'field',
  keys: [{ name: 'restore', label: 'dynamic.specSource.restoreKey', keys: [RESTORE] }],
};

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
  const t = useT();
  const id = useId();
  // A paste that would take the text past the source limit, refused before the browser inserts it; cleared by the next change.
  const [refusedPaste, setRefusedPaste] = useState<string | null>(null);
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain').length;
    const refusal = oversizePaste(t('dynamic.specSource.withPaste'), pasted, field.value.length, field.selectionEnd - field.selectionStart);
    if (refusal) event.preventDefault();
    setRefusedPaste(refusal);
  };
  const limitMessage = limit && t('dynamic.specSource.notPlayed', { message: limit.message, hint: limit.hint ?? '' }).trim();
  return (
    <fieldset className="dynamic-panel">
      <legend>{t('dynamic.specSource.legend')}</legend>
      <div className="dynamic-row">
        <label htmlFor={`${id}-preset`}>{t('dynamic.specSource.preset')}</label>
        <select id={`${id}-preset`} value={presetId} onChange={(event) => onPreset(event.target.value)} disabled={readOnly}>
          {presetId === '' && <option value="">{t('dynamic.specSource.ownText')}</option>}
          {presets.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {t(preset.title)}
            </option>
          ))}
        </select>
      </div>
      <div className="dynamic-row">
        <label htmlFor={`${id}-file`}>{t('dynamic.specSource.openFile')}</label>
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
          {t('dynamic.specSource.editorDocument')}
        </button>
      </div>
      <label htmlFor={`${id}-text`}>{t('dynamic.specSource.text')}</label>
      <textarea
        id={`${id}-text`}
        ref={textareaRef}
        className="dynamic-source"
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        rows={10}
        onChange={(event) => {
          setRefusedPaste(null);
          onText(event.target.value);
        }}
        onPaste={readOnly ? undefined : onPaste}
        onKeyDown={onWidgetKeys(SPEC_TEXT_KEYS, { restore: () => (onRestore ? onRestore() : false) })}
        aria-describedby={refusedPaste || limitMessage ? `${id}-too-large` : undefined}
      />
      {onRestore && (
        <div className="dynamic-row">
          <button type="button" onClick={onRestore}>
            {t('dynamic.specSource.restore')}
          </button>
          <span>{t('dynamic.specSource.replaced', { keys: chordKeys(RESTORE).join('+') })}</span>
        </div>
      )}
      <FieldLimit id={`${id}-too-large`} message={refusedPaste ?? limitMessage} />
    </fieldset>
  );
}
