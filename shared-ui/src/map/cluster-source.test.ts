import { clusterSource } from './cluster-source';

// 300 farms in a 0.03° square near Ciudad Quesada, and one in Osa
const lon = Array.from({ length: 300 }, (_, i) => -84.43 + (i % 20) * 0.0015);
const lat = Array.from({ length: 300 }, (_, i) => 10.32 + Math.floor(i / 20) * 0.002);
// as the API gives them: ids 1…300 by steps of 1, then 999
const markers = () => ({ total: 301, lon: [...lon, -83.5], lat: [...lat, 8.7], idSteps: [...lon.map(() => 1), 699], exact: [...lon.map(() => 0 as const), 1 as const] });
const COSTA_RICA: [number, number, number, number] = [-86, 8, -82.5, 11.25];

describe('the portfolio map\'s clusters', () => {
  const realWorker = globalThis.Worker;
  afterEach(() => {
    globalThis.Worker = realWorker;
  });

  it('clusters on the page where the browser has no worker: a bubble for the farms, a marker for Osa, each id and kind kept', async () => {
    expect(globalThis.Worker).toBeUndefined();
    const source = clusterSource();
    source.load(markers());
    const drawn = await source.clusters(COSTA_RICA, 7);
    expect(drawn).toHaveLength(2);
    const bubble = drawn.find((d) => d.kind === 'cluster')!;
    expect(bubble).toMatchObject({ kind: 'cluster', count: 300 });
    expect(drawn.find((d) => d.kind === 'marker')).toEqual({ kind: 'marker', id: 999, lon: -83.5, lat: 8.7, exact: true });
    // zooming into the bubble splits it; at the deepest zoom every farm is its own marker
    const zoom = await source.expansionZoom(bubble.kind === 'cluster' ? bubble.clusterId : -1);
    expect(zoom).toBeGreaterThan(7);
    const close = await source.clusters([-84.44, 10.31, -84.39, 10.36], 17);
    expect(close.filter((d) => d.kind === 'marker')).toHaveLength(300);
    expect(new Set(close.map((d) => (d.kind === 'marker' ? d.id : 0)))).toEqual(new Set(lon.map((_, i) => i + 1)));
    // another filter's markers replace them: Osa alone
    source.load({ total: 1, lon: [-83.5], lat: [8.7], idSteps: [999], exact: [1] });
    expect(await source.clusters(COSTA_RICA, 7)).toEqual([{ kind: 'marker', id: 999, lon: -83.5, lat: 8.7, exact: true }]);
  });

  it('gives way to clustering on the page when the worker cannot start, answering what was asked meanwhile', async () => {
    const terminated = jest.fn();
    // a worker whose script the browser refused: it reports an error and never answers
    globalThis.Worker = class {
      onmessage: ((event: MessageEvent) => void) | null = null;
      onerror: ((event: ErrorEvent) => void) | null = null;
      constructor() {
        setTimeout(() => this.onerror?.({ preventDefault: () => undefined } as ErrorEvent), 10);
      }
      postMessage() {}
      terminate = terminated;
    } as unknown as typeof Worker;
    const source = clusterSource();
    source.load(markers());
    const asked = source.clusters(COSTA_RICA, 7);
    expect((await asked).map((d) => d.kind).sort()).toEqual(['cluster', 'marker']);
    expect(terminated).toHaveBeenCalled();
    expect(await source.clusters(COSTA_RICA, 7)).toHaveLength(2);
  });
});
