import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Imported first by the review process: every thread of it gets the nice value the server chose (19, the lowest
 * priority, unless `ARRAKIS_REVIEW_NICE` says otherwise), so that the kernel gives the server's event loop and its
 * bots' threads the cores first. On Linux a thread's nice value is its own: the threads already started (V8's) are
 * lowered one by one; those started later inherit it from the main thread.
 */
const nice = Number(process.env['ARRAKIS_REVIEW_NICE'] ?? '19');
let threads: number[] = [0];
try {
  threads = readdirSync('/proc/self/task').map(Number);
} catch {
  // Not Linux: the process's priority is all there is.
}
for (const thread of threads) {
  try {
    setPriority(thread, nice);
  } catch {
    // A thread that ended meanwhile.
  }
}
