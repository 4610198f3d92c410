import { portfolioMapIds, type PortfolioMap } from '@portal/shared-api';
import { startClusterWorker } from './cluster-worker';
import type { Bbox, ClusterIndex, Drawn, MarkerColumns } from './portfolio-clusters';

type Question = { type: 'load'; columns: MarkerColumns } | { type: 'clusters'; bbox: Bbox; zoom: number } | { type: 'expansionZoom'; clusterId: number };
export type WorkerQuestion = Question & { seq: number };
export type WorkerAnswer = { seq: number; value: unknown; error?: undefined } | { seq: number; error: string };

/**
 * The clusters of a map's views, asked for asynchronously: from a worker, or on the page where none starts. Views
 * are asked of the markers last loaded.
 */
export interface ClusterSource {
  load(markers: PortfolioMap): void;
  clusters(bbox: Bbox, zoom: number): Promise<Drawn[]>;
  expansionZoom(clusterId: number): Promise<number>;
  close(): void;
}

/** The markers of a portfolio map as columns (typed arrays: a copy to a worker is a few bytes a marker). */
export function markerColumns({ lon, lat, exact, idSteps }: PortfolioMap): MarkerColumns {
  return { lon: Float64Array.from(lon), lat: Float64Array.from(lat), ids: Float64Array.from(portfolioMapIds({ idSteps })), exact: Uint8Array.from(exact) };
}

function onThePage(): ClusterSource {
  // supercluster is loaded only here: where the worker runs, the page never downloads it
  let index: Promise<ClusterIndex> | undefined;
  let columns: MarkerColumns | undefined;
  const built = () => {
    if (!columns) throw new Error('No markers loaded');
    const loaded = columns;
    return (index ??= import(/* webpackChunkName: "map" */ './portfolio-clusters').then(({ clusterIndex }) => clusterIndex(loaded)));
  };
  return {
    load: (markers) => {
      columns = markerColumns(markers);
      index = undefined;
    },
    clusters: async (bbox, zoom) => (await built()).clusters(bbox, zoom),
    expansionZoom: async (clusterId) => (await built()).expansionZoom(clusterId),
    close: () => undefined,
  };
}

/**
 * Starts the clustering worker, so that its script downloads while the markers do; `load` hands it the markers as
 * soon as they come. A worker that fails to start or answer (a blocked script, an old browser) gives way to
 * clustering on the page.
 */
export function clusterSource(): ClusterSource {
  const worker = startClusterWorker();
  if (!worker) return onThePage();
  let fallback: ClusterSource | undefined;
  let loaded: PortfolioMap | undefined;
  let seq = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; retry: () => Promise<unknown> }>();
  const giveWay = () => {
    if (fallback) return;
    fallback = onThePage();
    if (loaded) fallback.load(loaded);
    worker.terminate();
    for (const [, pending] of waiting) pending.retry().then(pending.resolve, pending.reject);
    waiting.clear();
  };
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const pending = waiting.get(answer.seq);
    if (!pending) return;
    waiting.delete(answer.seq);
    if (answer.error !== undefined) pending.reject(new Error(answer.error));
    else pending.resolve(answer.value);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    giveWay();
  };
  // the worker answers in the order it was asked: a view asked after a load is of those markers
  const ask = <T>(question: Question, retry: () => Promise<T>): Promise<T> => {
    if (fallback) return retry();
    return new Promise<T>((resolve, reject) => {
      const id = ++seq;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, retry });
      worker.postMessage({ ...question, seq: id });
    });
  };
  return {
    load: (markers) => {
      loaded = markers;
      if (fallback) return fallback.load(markers);
      void ask({ type: 'load', columns: markerColumns(markers) }, async () => null).catch(giveWay);
    },
    clusters: (bbox, zoom) => ask({ type: 'clusters', bbox, zoom }, () => fallback!.clusters(bbox, zoom)),
    expansionZoom: (clusterId) => ask({ type: 'expansionZoom', clusterId }, () => fallback!.expansionZoom(clusterId)),
    close: () => {
      worker.terminate();
      waiting.clear();
    },
  };
}
