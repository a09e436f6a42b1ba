import { readFileSync } from 'node:fs';

/** What the kernel says of a process: whether it is runnable, and the CPU time it has had (all its threads). */
export interface ProcessClock {
  /** 'R' runnable (running, or waiting for a core), 'S' sleeping, 'T' stopped, … (proc(5)). */
  readonly state: string;
  readonly cpuMs: number;
}

/**
 * Linux's USER_HZ, the unit of /proc's CPU times: 100 on every architecture Linux supports for user space (the
 * kernel converts to it whatever its own tick).
 */
const TICKS_PER_SECOND = 100;

/** The process's state and CPU time from /proc, or null where there is no /proc (or the process is gone). */
export function processClock(pid: number): ProcessClock | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so fields are counted after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after comm.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (state === undefined || !Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { state, cpuMs: ((utime + stime) * 1000) / TICKS_PER_SECOND };
}
