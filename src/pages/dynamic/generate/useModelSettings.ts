// The Generate mode's endpoint settings for the page's life: created once (so they outlive a switch of view and a key typed
// never re-renders the page), the operator's file read stopped when the page is left.
import { useEffect, useState } from 'react';
import { createModelSettings, type ModelSettings } from './endpointFields';

export function useModelSettings(): ModelSettings {
  const [settings] = useState(createModelSettings);
  useEffect(() => settings.dispose, [settings]);
  return settings;
}
