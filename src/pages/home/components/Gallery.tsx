// The template gallery: the engine (and with it the catalogue) loads only when the gallery scrolls into view;
// search and category live in the URL; every card stays mounted (filtering hides), so drawn previews are kept.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Engine, TemplateInfo } from '../../../engine';
import { useT } from '../../../i18n/react';
import { useDebouncedCallback } from '../../../shared/scheduling/debounce';
import { useEngine } from '../../../shared/lazyModules/useEngine';
import {
  categoriesOf,
  categoryLabel,
  groupTemplates,
  type TemplateFilter,
  type TemplateGroup,
} from '../../../shared/gallery/templateCatalogue';
import { prepareRanking, rankTemplates } from '../../../shared/gallery/templateRanking';
import { afterPaintWhenIdle } from '../../../runtime/scheduling/clock';
import { readGalleryParams, writeGalleryParams } from '../galleryParams';
import { createFrameQueue } from '../../../runtime/scheduling/frameQueue';
import { useSeenOnce } from '../../../shared/gallery/useSeenOnce';
import { createVisibilityWatcher } from '../../../shared/frames/visibilityWatcher';
import { PAGES } from '../../../shared/pageFacts/pageFacts';
import { GalleryCard } from './GalleryCard';
import { MAX_SEARCH_CHARS } from '../../../shared/fieldLimits';

/** Typing in the search waits this long before the address bar follows. */
const URL_DEBOUNCE_MS = 300;
/** Cards start drawing a little before they scroll into view. */
const CARD_MARGIN = '200px 0px';

/** True for a click on a link (which leaves Home). */
const leaving = (target: EventTarget) => target instanceof Element && target.closest('a[href]') !== null;

export function Gallery() {
  const t = useT();
  const [sentinel, seen] = useSeenOnce<HTMLDivElement>();
  const { state, retry } = useEngine(seen);
  const [params, setParams] = useSearchParams();
  const fromUrl = readGalleryParams(params);

  // The field is local state (typing stays instant) and the URL follows after a pause. A change of the address is
  // copied into the field unless it is our own write landing (navigation is async; by then the user may have typed on).
  const [query, setQuery] = useState(fromUrl.query);
  const [seenUrlQuery, setSeenUrlQuery] = useState(fromUrl.query);
  const [writtenQuery, setWrittenQuery] = useState<string | null>(null);
  if (fromUrl.query !== seenUrlQuery) {
    setSeenUrlQuery(fromUrl.query);
    if (fromUrl.query !== writtenQuery) setQuery(fromUrl.query);
  }
  const category = fromUrl.category;

  const writeUrl = useCallback(
    (filter: TemplateFilter) => {
      // Gone from Home (the next page's chunk may still be loading, which keeps this mounted): never write into its address.
      if (window.location.pathname !== PAGES.home.path) return;
      setWrittenQuery(readGalleryParams(writeGalleryParams(new URLSearchParams(), filter)).query);
      setParams((current) => writeGalleryParams(current, filter), { replace: true });
    },
    [setParams],
  );
  const writeUrlLater = useDebouncedCallback(writeUrl, URL_DEBOUNCE_MS);

  const onQuery = (value: string) => {
    setQuery(value);
    writeUrlLater({ query: value, category });
  };
  const onCategory = (value: string) => {
    writeUrlLater.cancel();
    writeUrl({ query, category: value });
  };
  const clear = () => {
    writeUrlLater.cancel();
    setQuery('');
    writeUrl({ query: '', category: '' });
  };

  return (
    // Following a card's link: the search typed just before goes into Home's address first, so Back brings it back.
    <section className="gallery" aria-labelledby="gallery-heading" onClickCapture={(e) => leaving(e.target) && writeUrlLater.flush()}>
      <h2 id="gallery-heading">{t('home.gallery.heading')}</h2>
      <div className="gallery__controls" role="search">
        <label className="gallery__field">
          <span>{t('home.gallery.search')}</span>
          <input
            type="search"
            value={query}
            placeholder={t('home.gallery.searchPlaceholder')}
            maxLength={MAX_SEARCH_CHARS}
            onChange={(e) => onQuery(e.target.value)}
          />
        </label>
        <label className="gallery__field">
          <span>{t('home.gallery.category')}</span>
          <select value={category} onChange={(e) => onCategory(e.target.value)} disabled={!state.engine}>
            <option value="">{t('home.gallery.allCategories')}</option>
            {state.engine && <CategoryOptions engine={state.engine} selected={category} />}
            {!state.engine && category && <option value={category}>{categoryLabel(category)}</option>}
          </select>
        </label>
      </div>
      <div ref={sentinel}>
        {state.status === 'ready' ? (
          <GalleryGrid engine={state.engine} filter={{ query, category }} onClear={clear} />
        ) : state.status === 'failed' ? (
          <div className="gallery__message" role="alert">
            <p>{t('home.gallery.failed', { error: state.error.message })}</p>
            <button type="button" onClick={retry}>
              {t('home.gallery.retry')}
            </button>
          </div>
        ) : (
          <p className="gallery__message gallery__placeholder">
            {state.status === 'loading' ? t('home.gallery.loading') : t('home.gallery.placeholder')}
          </p>
        )}
      </div>
    </section>
  );
}

function CategoryOptions({ engine, selected }: { engine: Engine; selected: string }) {
  const t = useT();
  const categories = useMemo(() => categoriesOf(engine.templates()), [engine]);
  return (
    <>
      {categories.map((c) => (
        <option key={c} value={c}>
          {categoryLabel(c)}
        </option>
      ))}
      {selected && !categories.includes(selected) && (
        <option value={selected}>{t('home.gallery.categoryNone', { category: categoryLabel(selected) })}</option>
      )}
    </>
  );
}

function GalleryGrid({ engine, filter, onClear }: { engine: Engine; filter: TemplateFilter; onClear(): void }) {
  const t = useT();
  const templates = useMemo(() => engine.templates(), [engine]);
  const groups = useMemo(() => groupTemplates(templates), [templates]);
  // Filtering re-renders every card; let it trail the keystrokes instead of blocking them.
  const deferredQuery = useDeferredValue(filter.query);
  // The matches best first (templateRanking.ts): the group of the best match leads, each group's matches first and best
  // first. Cards are reordered, never remounted (same keys, same parents), so what they drew stays.
  const ranked = useMemo(
    () => rankTemplates(templates, { query: deferredQuery, category: filter.category }).map((t) => t.name),
    [templates, deferredQuery, filter.category],
  );
  const shown = useMemo(() => new Set(ranked), [ranked]);
  // The ranking's index (276 documents, a long task on a slow machine) is built once the page is idle, not at the first key.
  useEffect(() => {
    let live = true;
    void afterPaintWhenIdle().then(() => live && prepareRanking(templates));
    return () => {
      live = false;
    };
  }, [templates]);
  const ordered = useMemo(() => orderByRank(groups, ranked), [groups, ranked]);
  const queue = useMemo(() => createFrameQueue({ onError: (error) => console.warn('Template preview failed', error) }), []);
  const watcher = useMemo(() => createVisibilityWatcher(CARD_MARGIN), []);
  useEffect(() => () => watcher.disconnect(), [watcher]);

  const filtered = filter.query.trim() !== '' || filter.category !== '';
  return (
    <>
      <p className="gallery__count" role="status">
        {filtered
          ? t('home.gallery.countMatching', { shown: shown.size, total: templates.length })
          : t('home.gallery.count', { total: templates.length })}
      </p>
      {shown.size === 0 && (
        <div className="gallery__message">
          <p>{filter.query.trim() ? t('home.gallery.noMatchQuery', { query: filter.query.trim() }) : t('home.gallery.noMatchFilter')}</p>
          <button type="button" onClick={onClear}>
            {t('home.gallery.clear')}
          </button>
        </div>
      )}
      {ordered.map((group) => {
        const count = group.templates.filter((t) => shown.has(t.name)).length;
        return (
          <section key={group.category} className="gallery__group" hidden={count === 0} aria-labelledby={`gallery-group-${group.category}`}>
            <h3 id={`gallery-group-${group.category}`} className="gallery__group-heading">
              {categoryLabel(group.category)} <span className="gallery__group-count">{count}</span>
            </h3>
            <ul className="gallery__grid">
              {group.templates.map((template) => (
                <GalleryCard
                  key={template.name}
                  template={template}
                  engine={engine}
                  queue={queue}
                  watcher={watcher}
                  hidden={!shown.has(template.name)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** The groups and their cards in the ranking's order; the cards that do not match (hidden) after, in the gallery's order. */
function orderByRank(groups: readonly TemplateGroup[], ranked: readonly string[]): TemplateGroup[] {
  const place = new Map(ranked.map((name, at) => [name, at] as const));
  const rank = (template: TemplateInfo) => place.get(template.name) ?? ranked.length;
  return groups
    .map((group) => ({ category: group.category, templates: group.templates.slice().sort((a, b) => rank(a) - rank(b)) }))
    .sort((a, b) => rank(a.templates[0]!) - rank(b.templates[0]!));
}
