// The development server's demo streams and data (devServer/demoStreams.ts) exist only under `npm start`: behind nginx
// /demo/… answers 404, so a production build (NODE_ENV, set by webpack's mode) starts with empty addresses and no demo hints.
/* global process -- webpack replaces process.env.NODE_ENV with the build's mode */
import type { LiveSourceKind } from '../liveData/useLiveData';
import type { MessageId } from '../../../i18n/i18n';

/** True in `npm start` and in tests; false in `dist/` (webpack replaces process.env.NODE_ENV and drops the dead branch). */
export const HAS_DEMO_ENDPOINTS = process.env.NODE_ENV !== 'production';

/** The dev server's streams, offered as suggestions under the Stream URL. */
export const DEMO_STREAMS: ReadonlyArray<{ url: string; label: MessageId }> = HAS_DEMO_ENDPOINTS
  ? [
      { url: '/demo/stream.txt?shape=text', label: 'dynamic.connect.demo.text' },
      { url: '/demo/stream.txt?shape=sse', label: 'dynamic.connect.demo.sse' },
      { url: '/demo/stream.txt?shape=chat', label: 'dynamic.connect.demo.chat' },
    ]
  : [];

/** The Stream URL the page opens with. */
export const DEFAULT_STREAM_URL = HAS_DEMO_ENDPOINTS ? '/demo/stream.txt?shape=chat' : '';

/** An example address for messages and hints. */
export const EXAMPLE_STREAM_URL = HAS_DEMO_ENDPOINTS ? '/demo/stream.txt' : '/streams/spec.txt';

/** The live-data URL each source kind opens with. */
export const DEMO_DATA: Record<Exclude<LiveSourceKind, 'file'>, string> = HAS_DEMO_ENDPOINTS
  ? { poll: '/demo/sales.json', feed: '/demo/sales-feed' }
  : { poll: '', feed: '' };
