// The Renderer at /renderer?batch: the batch check, whose code (and the engine) load only when it is opened.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { OnDemandStatus } from '../../../shared/lazyModules/OnDemandStatus';
import { PAGES } from '../../../shared/pageFacts/pageFacts';
import { useEngine } from '../../../shared/lazyModules/useEngine';
import { useOnDemand } from '../../../shared/lazyModules/useOnDemand';

const loadBatchCheck = () => import(/* webpackChunkName: "batch" */ './BatchCheck');

export function BatchCheckLoader() {
  const batch = useOnDemand(loadBatchCheck);
  const { state: engineState, retry } = useEngine();
  const { load } = batch;
  useEffect(load, [load]);
  const BatchCheck = batch.state.module?.default;
  return (
    <section className="renderer-page">
      <h1>Renderer</h1>
      <p className="renderer-page__intro">
        <Link to={PAGES.renderer.path}>Back to the Renderer</Link>
      </p>
      <OnDemandStatus state={batch.state} what="the batch check" onRetry={load} />
      <OnDemandStatus state={engineState} what="the rendering engine" onRetry={retry} />
      {BatchCheck && engineState.engine && <BatchCheck engine={engineState.engine} />}
    </section>
  );
}
