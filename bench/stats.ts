/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The value below which `share` (0-1) of a non-empty list falls. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** "min–max" with `digits` decimals: the spread of the runs. */
export function spread(values: readonly number[], digits: number): string {
  return `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
}

/** Wall-clock and CPU time (user + system of the process) of one measured interval, in ms. */
export interface Timing {
  wall: number;
  cpu: number;
}

/** Starts timing; call the result to stop. CPU time barely moves when other processes share the cores. */
export function startTimer(): () => Timing {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
  };
}

/** "12.3 ms (10.1–15.0), CPU 11.0 ms (9.8–12.2)": medians and spreads of wall and CPU time. */
export function describe(timings: readonly Timing[], digits: number): string {
  const wall = timings.map((timing) => timing.wall);
  const cpu = timings.map((timing) => timing.cpu);
  return `${median(wall).toFixed(digits)} ms (${spread(wall, digits)}), CPU ${median(cpu).toFixed(digits)} ms (${spread(cpu, digits)})`;
}
