import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

/**
 * Stage marks of the commit path for `npm run bench:server -- --stages` (issue 23): with `ARRAKIS_TRACE_FILE` set,
 * each mark is a line `<match> <seq> <stage> <wall clock ms>`, written to that file when the process exits, with
 * the event loop's delay and the GC pauses. Unset (production), `traceMark` does nothing.
 */
const file = process.env['ARRAKIS_TRACE_FILE'] ?? '';
export const tracing = file !== '';

const marks: string[] = [];

/** The wall clock in ms with µs precision: comparable between the processes of one machine. */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}

export function traceMark(matchId: string, seq: number, stage: string, at?: number): void {
  if (tracing) marks.push(`${matchId} ${seq} ${stage} ${(at ?? wallClock()).toFixed(3)}`);
}

if (tracing) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const gcPauses: number[] = [];
  const byKind = new Map<string, { count: number; total: number }>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcPauses.push(entry.duration);
      const detail = (entry as unknown as { detail?: { kind?: number } }).detail;
      const kind = String(detail?.kind ?? '?');
      const sum = byKind.get(kind) ?? { count: 0, total: 0 };
      sum.count++;
      sum.total += entry.duration;
      byKind.set(kind, sum);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  process.once('exit', () => {
    const ms = (ns: number): string => (ns / 1e6).toFixed(1);
    gcPauses.sort((a, b) => a - b);
    const gcTotal = gcPauses.reduce((sum, d) => sum + d, 0);
    const summary = [
      `# eventLoopDelay p50 ${ms(delay.percentile(50))} p99 ${ms(delay.percentile(99))} max ${ms(delay.max)} ms`,
      `# gc ${gcPauses.length} pauses, total ${gcTotal.toFixed(0)} ms, p99 ${(gcPauses[Math.floor(gcPauses.length * 0.99)] ?? 0).toFixed(1)} max ${(gcPauses.at(-1) ?? 0).toFixed(1)} ms; by kind (1 minor, 2 major, 4 incremental): ${[...byKind].map(([k, v]) => `${k}: ${v.count} ${v.total.toFixed(0)} ms`).join(', ')}`,
    ];
    writeFileSync(file, [...summary, ...marks].join('\n') + '\n');
  });
}

/** A duration (ms) spent in a stage of the match's seq: summed by the analysis over the seq's marks. */
export function traceSpan(matchId: string, seq: number, stage: string, ms: number): void {
  if (tracing) marks.push(`${matchId} ${seq} d:${stage} ${ms.toFixed(3)}`);
}
