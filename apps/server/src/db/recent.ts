/**
 * Shares one check among everyone who asks while it runs or soon after: at most one runs at a
 * time, and its outcome, success or failure, answers every caller until `maxAgeMs` after it
 * began. A load balancer's probes (or a benchmark) cost one database round-trip per window,
 * not one each, and a database that stops answering is reported within that window.
 */
export function recent(
  task: () => Promise<void>,
  maxAgeMs: number,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let last: { startedAt: number; settled: boolean; result: Promise<void> } | undefined;
  return () => {
    const at = now();
    if (last && (!last.settled || at - last.startedAt < maxAgeMs)) return last.result;
    const run = { startedAt: at, settled: false, result: task() };
    run.result.then(
      () => (run.settled = true),
      () => (run.settled = true),
    );
    last = run;
    return run.result;
  };
}
