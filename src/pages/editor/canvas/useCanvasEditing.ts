// Editing on the picture, written back into the text: listens to the engine's canvas edits, writes each as one editor
// transaction, keeps the text's history the only history, and says what the text could not keep.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import {
  canvasTextAt,
  canvasTextBeingEdited,
  installCanvasEditorStyles,
  type Engine,
  type FieldEdit,
  type InfographicSpec,
  type RenderHandle,
} from '../../../engine';
import { keepKeysWithin, listenForWidgetKeys, type WidgetKeys } from '../../../actions/widgetKeys';
import { t } from '../../../i18n/i18n';
import type { NoticeMessage } from '../../../shared/panels/Notice';
import type { PictureState } from '../../../shared/preview/useInfographic';
import type { ValueStore } from '../../../shared/viewState/valueStore';
import type { Session } from '../../../session';
import type { CodeEditorModule } from '../code/codeEditor';
import { textForCanvasEdit } from './canvasText';

interface Options {
  engine: Engine | null;
  /** The live picture's handle (the engine's), null before the first picture. */
  handle(): RenderHandle | null;
  /** What is on screen: a new picture may come with a new handle. */
  picture: ValueStore<PictureState>;
  /** The element the engine draws into. */
  stageRef: RefObject<HTMLElement | null>;
  viewRef: RefObject<EditorView | null>;
  /** The code editor's chunk (writes an edit into the open editor), once it is in. */
  code: CodeEditorModule | null;
  /** Where the text goes before the code editor is open (a canvas edit then is the session's canvasEdit command). */
  session: Session;
  /** The current document is read (before, the session does not hold the text the picture shows). */
  ready: boolean;
  /** Draws the text now (a canvas edit the text could not hold must not stay on screen). */
  redraw(text: string): void;
}

export interface CanvasEditing {
  /** What the last canvas edit could not keep, or null. */
  notice: NoticeMessage | null;
  dismissNotice(): void;
}

/** Edits reported within one task (an edit-bar change on several texts) become one write, so one undo step. */
interface PendingEdit {
  options: InfographicSpec;
  notes: string[];
  /** The fields the edits set, in order; null once one edit changed more than fields. */
  fields: FieldEdit[] | null;
}

/** A text being typed on the picture: the syntax holds one line per value, so Enter ends the edit rather than breaking a line. */
export const CANVAS_TEXT_KEYS: WidgetKeys<'end' | 'putBack'> = {
  id: 'editor.canvas-text',
  where: 'editor.widgetKeys.canvasText.where',
  place: 'field',
  keys: [
    { name: 'end', label: 'editor.widgetKeys.canvasText.end', keys: ['Enter', 'Shift+Enter'] },
    { name: 'putBack', label: 'editor.widgetKeys.canvasText.putBack', keys: ['Escape'] },
  ],
};

export function useCanvasEditing({ engine, handle, picture, stageRef, viewRef, code, session, ready, redraw }: Options): CanvasEditing {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const pending = useRef<PendingEdit | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ engine, viewRef, code, session, ready, redraw });
  useEffect(() => {
    latest.current = { engine, viewRef, code, session, ready, redraw };
  }, [engine, viewRef, code, session, ready, redraw]);

  // The library's editor finds its stylesheets already present (ours, see canvasEditor.css) and injects no <style>.
  useLayoutEffect(() => installCanvasEditorStyles(document), []);

  const flush = useCallback(() => {
    timer.current = null;
    const edit = pending.current;
    pending.current = null;
    const { engine: current, viewRef: views, code: editor, session: documents, ready: opened, redraw: draw } = latest.current;
    const view = editor ? views.current : null;
    if (!edit || !current || !opened) return;
    const source = view ? view.state.doc.toString() : documents.getState().document.source;
    const shown = current.validate(source);
    if (!shown.ok) {
      // The picture is the last good one, not this text: writing it back would throw the user's typing away.
      setNotice({ tone: 'error', text: t('editor.canvas.notWritten') });
      return;
    }
    // Exactly the changes the edit made; the picture already shows them (it is redrawn only where the text could not keep it).
    const { text, changes, notes } = textForCanvasEdit(source, shown.options, edit.options, edit.fields);
    // Into the open code editor (one undo step there); before it is open, to the session, where the editor will find it.
    if (view && editor) editor.writeCanvasEdit(view, changes);
    else if (changes.length > 0) documents.canvasEdit(text);
    const all = [...edit.notes, ...notes];
    if (all.length > 0) {
      setNotice({ tone: 'info', text: all.join(' ') });
      draw(text);
    }
  }, []);

  // Each picture may come with a new handle: listen to the one on screen (read from the store, not rendered by the page).
  useEffect(() => {
    let listened: RenderHandle | null = null;
    let stop: (() => void) | null = null;
    const follow = () => {
      const current = handle();
      if (current === listened) return;
      stop?.();
      listened = current;
      stop =
        current?.on('options:change', ({ options, notes, fields }) => {
          const before = pending.current;
          pending.current = {
            options,
            notes: [...(before?.notes ?? []), ...notes.map((note) => note.message)],
            fields: fields && (!before || before.fields) ? [...(before?.fields ?? []), ...fields] : null,
          };
          timer.current ??= setTimeout(flush, 0);
        }) ?? null;
    };
    follow();
    const unsubscribe = picture.subscribe(follow);
    return () => {
      unsubscribe();
      stop?.();
    };
  }, [handle, picture, flush]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Typing on the canvas: Enter ends the edit (the syntax holds one line per value), Escape puts the text back.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const originals = new WeakMap<HTMLElement, string>();
    const onFocusIn = (event: FocusEvent) => {
      const editing = canvasTextBeingEdited(event.target);
      if (editing) originals.set(editing, editing.textContent ?? '');
    };
    const endEdit = (restore: boolean) => (event: KeyboardEvent) => {
      const editing = canvasTextBeingEdited(event.target);
      if (!editing) return false;
      // before the library's own handler, which would insert a line break on Enter
      event.stopPropagation();
      if (restore && originals.has(editing)) editing.textContent = originals.get(editing)!;
      // focus moves to the preview (the edit ends on blur), so mod+Z there undoes it
      const viewport = stage.closest<HTMLElement>('[tabindex]');
      if (viewport) viewport.focus({ preventScroll: true });
      else editing.blur();
    };
    // A press on an editable text is the library's (drag, select): it has reached the picture's own listeners below the
    // stage by now, and stops here so the preview around does not pan the view as well.
    const onPointerDown = (event: PointerEvent) => {
      if (canvasTextAt(event.target)) event.stopPropagation();
    };
    stage.addEventListener('focusin', onFocusIn);
    const stopKeys = listenForWidgetKeys(stage, CANVAS_TEXT_KEYS, { end: endEdit(false), putBack: endEdit(true) }, { capture: true });
    // Keys typed into a canvas text are that text's: the preview around must not take 0, +, - or the arrows as view keys.
    const stopKeepingKeys = keepKeysWithin(stage, (target) => canvasTextBeingEdited(target) !== null);
    stage.addEventListener('pointerdown', onPointerDown);
    return () => {
      stage.removeEventListener('focusin', onFocusIn);
      stopKeys();
      stopKeepingKeys();
      stage.removeEventListener('pointerdown', onPointerDown);
    };
  }, [stageRef]);

  const dismissNotice = useCallback(() => setNotice(null), []);
  return { notice, dismissNotice };
}
