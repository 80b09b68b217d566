// The Renderer at /renderer?batch: the batch check, whose code (and the engine) load only when it is opened.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { OnDemandStatus } from '../../../shared/lazyModules/OnDemandStatus';
import { PAGES, pageTitle } from '../../../shared/pageFacts/pageFacts';
import { useT } from '../../../i18n/react';
import { useEngine } from '../../../shared/lazyModules/useEngine';
import { useOnDemand } from '../../../shared/lazyModules/useOnDemand';

const loadBatchCheck = () => import(/* webpackChunkName: "batch" */ './BatchCheck');

export function BatchCheckLoader() {
  const t = useT();
  const batch = useOnDemand(loadBatchCheck);
  const { state: engineState, retry } = useEngine();
  const { load } = batch;
  useEffect(load, [load]);
  const BatchCheck = batch.state.module?.default;
  return (
    <section className="renderer-page">
      <h1>{pageTitle('renderer')}</h1>
      <p className="renderer-page__intro">
        <Link to={PAGES.renderer.path}>{t('renderer.batch.back')}</Link>
      </p>
      <OnDemandStatus state={batch.state} what={t('renderer.batch.what')} onRetry={load} />
      <OnDemandStatus state={engineState} what={t('renderer.batch.engine')} onRetry={retry} />
      {BatchCheck && engineState.engine && <BatchCheck engine={engineState.engine} />}
    </section>
  );
}
