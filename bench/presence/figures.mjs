// Small figures for bench:presence: percentiles, rounding, and a process's CPU time, memory and cores from /proc.
import { readFileSync } from 'node:fs';

export const round = (value, digits = 0) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const TICKS_PER_SECOND = 100;

/** User+system CPU seconds and resident memory of a process (Linux /proc; zeros elsewhere). */
export function processFigures(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { cpuSeconds, rssMb: rssKb / 1024 };
  } catch {
    return { cpuSeconds: 0, rssMb: 0 };
  }
}

/** The cores a process may run on, as Linux lists them ('1', '0-3'), or '?' where /proc has no answer. */
export function coresOf(pid) {
  try {
    return /Cpus_allowed_list:\s+(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '?';
  } catch {
    return '?';
  }
}

/** 'core 1' or 'cores 0-3': where a process may run, for the bench's output. */
export function coresText(pid) {
  const list = coresOf(pid);
  return /[-,]/.test(list) ? `cores ${list}` : `core ${list}`;
}
