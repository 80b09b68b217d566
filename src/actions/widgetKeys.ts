// Keys that belong to one widget (a text field, a separator, a list, the picture's viewport): handled on the widget's own
// element, as composite widgets do, but declared in a table like the actions' and matched by the same chord reader, so the
// shortcuts dialog lists them from the table and there is one reading of "mod".
import type { KeyPlace } from './action';
import { chordMatches, isMac, type KeyPress } from './chords';

export interface WidgetKey<Name extends string = string> {
  /** The handler's name in `onWidgetKeys`. */
  name: Name;
  /** What the keys do, in the shortcuts dialog. */
  label: string;
  /** Chords as the actions write them ("mod+Enter", "Shift+ArrowLeft", "+"). */
  keys: readonly string[];
  /** The keys are pressed one after another, not as choices ("Escape, then Tab"); listed only, never matched. */
  sequence?: true;
}

export interface WidgetKeys<Name extends string = string> {
  /** Stable: tests find a table by it. */
  id: string;
  /** The widget as a user finds it ("Spec text", "the picture"), the shortcuts dialog's heading for its keys. */
  where: string;
  /** Where its element sits, as the actions' keys see it: a chord here must not also be an action's in that place. */
  place: KeyPlace;
  keys: readonly WidgetKey<Name>[];
}

/** The name of the widget key the keydown is, or null when the table has none. */
export function widgetKeyOf<Name extends string>(table: WidgetKeys<Name>, press: KeyPress, mac: boolean = isMac()): Name | null {
  return table.keys.find((entry) => !entry.sequence && entry.keys.some((chord) => chordMatches(chord, press, mac)))?.name ?? null;
}

interface KeyEvent extends KeyPress {
  preventDefault(): void;
  /** A DOM keydown's; React's is on its nativeEvent. */
  isComposing?: boolean;
  nativeEvent?: { isComposing?: boolean };
}

type Handlers<Name extends string, Event> = Partial<Record<Name, (event: Event) => boolean | void>>;

/**
 * A keydown handler for the widget: the key's handler runs and the key's default is prevented, unless the handler returns
 * false (the key does nothing here now, so it goes on as if the table did not have it). Keys the table lacks pass untouched,
 * after `otherKeys` if given; so do keys typed into an input method's composition.
 */
export function onWidgetKeys<Name extends string, Event extends KeyEvent>(
  table: WidgetKeys<Name>,
  handlers: Handlers<Name, Event>,
  otherKeys?: (event: Event) => void,
): (event: Event) => void {
  return (event) => {
    if (event.isComposing || event.nativeEvent?.isComposing) return;
    const name = widgetKeyOf(table, event);
    if (name === null) return otherKeys?.(event);
    const handler = handlers[name];
    if (!handler || handler(event) === false) return;
    event.preventDefault();
  };
}

/**
 * The same on an element React does not render (the picture's stage, whose content the library draws): listens for keydown
 * on it (in the capture phase when asked, to come before the library's own listeners) and returns the removal.
 */
export function listenForWidgetKeys<Name extends string>(
  element: EventTarget,
  table: WidgetKeys<Name>,
  handlers: Handlers<Name, KeyboardEvent>,
  options: { capture?: boolean } = {},
): () => void {
  const listener = onWidgetKeys(table, handlers);
  const onKeyDown = (event: Event) => listener(event as KeyboardEvent);
  element.addEventListener('keydown', onKeyDown, options.capture ?? false);
  return () => element.removeEventListener('keydown', onKeyDown, options.capture ?? false);
}

/**
 * Keeps every key pressed inside `inside(target)` from the listeners around the element (a text being typed on the picture
 * takes 0, + and the arrows as text, not as the picture's view keys); returns the removal.
 */
export function keepKeysWithin(element: EventTarget, inside: (target: EventTarget | null) => boolean): () => void {
  const onKeyDown = (event: Event) => {
    if (inside(event.target)) event.stopPropagation();
  };
  element.addEventListener('keydown', onKeyDown);
  return () => element.removeEventListener('keydown', onKeyDown);
}
