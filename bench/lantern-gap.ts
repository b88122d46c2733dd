// Why Lighthouse's simulated LCP trails its simulated FCP in a run (docs/performance.md#the-first-screen-in-every-run):
// Lighthouse does not measure either on a throttled page; it replays the run's requests and main-thread
// tasks through its Lantern simulator, once for an optimistic and once for a pessimistic graph of each
// metric, and averages the two. FCP's graphs keep the requests of render-blocking priority and a few
// tasks (the first layout, the first paint, the first parse, scripts run before the paint); LCP's keep
// every request that ended before the observed LCP except low-priority images, and the pessimistic one
// every task with a layout. A script whose run is too short to be its own task in the graph (under
// 10 ms) cannot be shown to have waited for the paint, so it stays in LCP's graphs with the task that
// asked for it. The nodes in LCP's graphs and not in FCP's, with their simulated times, are the gap.
/* eslint-disable @typescript-eslint/no-explicit-any -- Lighthouse's computed artifacts are typed loosely */
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

export interface GapNode {
  /** Which of LCP's two graphs holds it and FCP's same graph does not. */
  graph: 'optimistic' | 'pessimistic';
  /** A request's path and priority, or a task's main events. */
  what: string;
  /** Its simulated start and end, milliseconds from the navigation. */
  start: number;
  end: number;
}

export interface LanternGap {
  fcp: { optimistic: number; pessimistic: number };
  lcp: { optimistic: number; pessimistic: number };
  nodes: GapNode[];
  /** The tasks in FCP's pessimistic graph, which make a slow FCP slow when the requests do not. */
  fcpTasks: Omit<GapNode, 'graph'>[];
}

const TASK_EVENTS =
  /^(ParseHTML|EvaluateScript|Layout|Paint|UpdateLayoutTree|ParseAuthorStyleSheet|FunctionCall|TimerFire|DocumentLoader::CommitNavigation)$/;

function describe(node: any): string {
  if (node.type === 'network') {
    const { url, priority, resourceType } = node.request;
    return `${url.replace(/^[a-z]+:\/\/[^/]+/, '')} (${resourceType}, ${priority})`;
  }
  const names = [...new Set<string>(node.childEvents.map((e: any) => e.name).filter((n: string) => TASK_EVENTS.test(n)))];
  return `a task of ${(node.duration / 1000).toFixed(0)} ms observed (${names.join(', ') || 'events'})`;
}

/** The two metrics' Lantern graphs for one Lighthouse run, and what LCP's hold beyond FCP's. */
export async function lanternGap(artifacts: any, settings: any): Promise<LanternGap> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  } as any;
  const context = { computedCache: new Map(), settings } as any;
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as any;
  const lcp = (await LanternLargestContentfulPaint.request(data, context)) as any;
  const nodes: GapNode[] = [];
  for (const graph of ['optimistic', 'pessimistic'] as const) {
    const inFcp = new Set<string>();
    fcp[`${graph}Graph`].traverse((node: any) => inFcp.add(node.id));
    for (const [node, timing] of lcp[`${graph}Estimate`].nodeTimings as Map<any, { startTime: number; endTime: number }>)
      if (!inFcp.has(node.id)) nodes.push({ graph, what: describe(node), start: timing.startTime, end: timing.endTime });
  }
  const fcpTasks = [...(fcp.pessimisticEstimate.nodeTimings as Map<any, { startTime: number; endTime: number }>)]
    .filter(([node]) => node.type === 'cpu')
    .map(([node, timing]) => ({ what: describe(node), start: timing.startTime, end: timing.endTime }));
  const times = (metric: any) => ({ optimistic: metric.optimisticEstimate.timeInMs, pessimistic: metric.pessimisticEstimate.timeInMs });
  return { fcp: times(fcp), lcp: times(lcp), nodes: nodes.sort((a, b) => a.end - b.end), fcpTasks };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
