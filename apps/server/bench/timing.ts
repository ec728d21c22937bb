/** What the benchmarks share: percentiles, and timing a plan of calls round-robin with its table of figures. */

export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/** One kind of call of a plan: its name, its p95 target in ms, and the call (which throws when refused). */
export interface TimedCall {
  kind: string;
  target: number;
  run: () => Promise<unknown>;
}

export interface TimingOptions {
  repetitions: number;
  warmUps: number;
  log: (line?: string) => void;
}

/** A GET of the plan: `url` gives the next address (a deep page, the next mail); anything but 200 stops the bench. */
export function getOk(
  get: (url: string) => Promise<{ statusCode: number; body: string }>,
  kind: string,
  target: number,
  url: () => string,
): TimedCall {
  return {
    kind,
    target,
    run: async () => {
      const response = await get(url());
      if (response.statusCode !== 200)
        throw new Error(`${kind}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    },
  };
}

/**
 * Warms every kind up, then times `repetitions` rounds of the whole plan, round-robin, so a burst of other work on
 * the machine slows every kind a little, not one a lot; prints p50/p95 beside each target.
 */
export async function timePlan(
  plan: readonly TimedCall[],
  { repetitions, warmUps, log }: TimingOptions,
  heading = 'request',
): Promise<void> {
  const times = new Map(plan.map((entry) => [entry.kind, [] as number[]]));
  for (const entry of plan) for (let n = 0; n < warmUps; n++) await entry.run();
  for (let round = 0; round < repetitions; round++) {
    for (const entry of plan) {
      const at = performance.now();
      await entry.run();
      times.get(entry.kind)?.push(performance.now() - at);
    }
  }
  const width = Math.max(42, ...plan.map((entry) => entry.kind.length));
  log();
  log(`${heading.padEnd(width)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  target p95`);
  for (const entry of plan) {
    const sorted = (times.get(entry.kind) ?? []).sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    log(
      `${entry.kind.padEnd(width)} ${percentile(sorted, 0.5).toFixed(1).padStart(6)}ms ${p95.toFixed(1).padStart(6)}ms  < ${entry.target} ms ${p95 < entry.target ? 'ok' : 'over'}`,
    );
  }
}
