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
  return table.keys.find((entry) => entry.keys.some((chord) => chordMatches(chord, press, mac)))?.name ?? null;
}

interface KeyEvent extends KeyPress {
  preventDefault(): void;
}

/**
 * A keydown handler for the widget: the key's handler runs and the key's default is prevented, unless the handler returns
 * false (the key does nothing here now, so it goes on as if the table did not have it). Keys the table lacks pass untouched.
 */
export function onWidgetKeys<Name extends string, Event extends KeyEvent>(
  table: WidgetKeys<Name>,
  handlers: Partial<Record<Name, (event: Event) => boolean | void>>,
): (event: Event) => void {
  return (event) => {
    const name = widgetKeyOf(table, event);
    const handler = name === null ? undefined : handlers[name];
    if (!handler || handler(event) === false) return;
    event.preventDefault();
  };
}
