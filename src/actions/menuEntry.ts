// An action as an entry of a bar's menu: its label, keys, enabled state and toggle state are the action's own.
import type { MenuEntry } from '../shared/menus/menuEntries';
import { labelText } from '../i18n/i18n';
import type { Action } from './action';

export function actionEntry<Context>(action: Action<Context>, context: Context, { opensDialog = false } = {}): MenuEntry {
  const disabled = !action.when(context);
  if (action.pressed) {
    const checked = action.pressed(context);
    return { kind: 'check', id: action.id, label: labelText(action.label), checked, disabled, toggle: () => action.run(context) };
  }
  return {
    kind: 'action',
    id: action.id,
    label: labelText(action.label),
    keys: action.keys,
    disabled,
    opensDialog,
    run: () => action.run(context),
  };
}
