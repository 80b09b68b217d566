// What to watch: the three views of the Dynamic page, one at a time.
import type { DynamicView } from './rememberedView';

const VIEWS: ReadonlyArray<{ view: DynamicView; label: string }> = [
  { view: 'generate', label: 'Generate' },
  { view: 'stream', label: 'A streamed spec' },
  { view: 'data', label: 'Live data' },
];

export function ViewChoice({ view, onView }: { view: DynamicView; onView(view: DynamicView): void }) {
  return (
    <fieldset className="dynamic-views">
      <legend className="visually-hidden">What to watch</legend>
      {VIEWS.map((choice) => (
        <label key={choice.view} className="dynamic-choice">
          <input type="radio" name="dynamic-view" checked={view === choice.view} onChange={() => onView(choice.view)} /> {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
