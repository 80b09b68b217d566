// Live data as a view of its stores: the panel re-renders for each poll's status and for its own fields, the page does not.
import { patchValue, type ValueStore } from '../../../shared/viewState/valueStore';
import { LiveDataPanel } from './LiveDataPanel';
import { DEMO_DATA } from '../shared/demoEndpoints';
import type { LiveData, LiveSourceKind } from './useLiveData';
import { useStoreValue, whole } from '../shared/useStoreValue';

/** Where the data comes from, as the panel's fields hold it (kept while another view is shown). */
export interface DataForm {
  kind: LiveSourceKind;
  url: string;
  intervalSeconds: number;
}

export const INITIAL_DATA_FORM: DataForm = { kind: 'poll', url: DEMO_DATA.poll, intervalSeconds: 5 };

export function LiveDataView({ live, form }: { live: LiveData; form: ValueStore<DataForm> }) {
  const { status, mapping, template, title } = useStoreValue(live.state, whole);
  const { kind, url, intervalSeconds } = useStoreValue(form, whole);
  const change = (next: Partial<DataForm>) => patchValue(form, next);
  return (
    <LiveDataPanel
      kind={kind}
      onKind={(next) => change(next === 'file' ? { kind: next } : { kind: next, url: DEMO_DATA[next] })}
      url={url}
      onUrl={(next) => change({ url: next })}
      intervalSeconds={intervalSeconds}
      onIntervalSeconds={(next) => change({ intervalSeconds: next })}
      onFollow={() => live.follow(kind === 'feed' ? 'feed' : 'poll', url, intervalSeconds)}
      onStop={live.stop}
      onFile={live.openFile}
      onReread={live.reread}
      templates={live.templates}
      template={template}
      onTemplate={live.setTemplate}
      title={title}
      onTitle={live.setTitle}
      mapping={mapping}
      onRole={live.setRole}
      status={status}
    />
  );
}
