/// <reference lib="webworker" />
import { clusterIndex, type ClusterIndex } from './portfolio-clusters';
import type { WorkerAnswer, WorkerQuestion } from './cluster-source';

// The portfolio map's clustering, away from the page's main thread: building the index of tens of thousands of
// markers would otherwise hold a phone's page for a second.
let index: ClusterIndex | undefined;

self.onmessage = (event: MessageEvent<WorkerQuestion>) => {
  const question = event.data;
  let answer: WorkerAnswer;
  try {
    if (question.type === 'load') {
      index = clusterIndex(question.columns);
      answer = { seq: question.seq, value: null };
    } else if (question.type === 'clusters') {
      answer = { seq: question.seq, value: index!.clusters(question.bbox, question.zoom) };
    } else {
      answer = { seq: question.seq, value: index!.expansionZoom(question.clusterId) };
    }
  } catch (error) {
    answer = { seq: question.seq, error: String(error) };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer);
};
