import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processClock } from '../src/reviewer/processClock.ts';

/**
 * The review process's watch tells a starved review (runnable, little CPU time: nice 19 on a busy machine) from a
 * stuck one by what the kernel says of it (issue 22).
 */
describe('processClock', () => {
  it('reads a running process as runnable, with the CPU time it has had', () => {
    const start = Date.now();
    while (Date.now() - start < 50) {
      // Spends CPU time, so that there is some to read.
    }
    const clock = processClock(process.pid);
    expect(clock).not.toBeNull();
    expect(clock!.state).toBe('R');
    expect(clock!.cpuMs).toBeGreaterThan(0);
  });

  it('reads a stopped process as stopped, and a process gone as nothing', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise<void>((resolve) => child.once('spawn', () => resolve()));
    const pid = child.pid!;
    process.kill(pid, 'SIGSTOP');
    // The kernel marks it stopped once the signal is delivered.
    let clock = processClock(pid);
    for (let i = 0; i < 100 && clock?.state !== 'T'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      clock = processClock(pid);
    }
    expect(clock?.state).toBe('T');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(processClock(pid)).toBeNull();
  });
});
