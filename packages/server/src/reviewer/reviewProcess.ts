import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import type { ReviewBudget, SearchGame } from '@arrakis/bots';
import type { GameRecord, GameReview } from '@arrakis/engine';
import type { ReviewerReply, ReviewerStep } from './messages.ts';
import { processClock } from './processClock.ts';

/** The review made no progress (no playout ended) for `stuckMs`: its process was killed. */
export class ReviewStuckError extends Error {
  readonly code = 'reviewStuck';
  constructor(stuckMs: number) {
    super(`the review made no progress in ${stuckMs} ms`);
    this.name = 'ReviewStuckError';
  }
}

export interface ReviewProcessOptions {
  /**
   * A step (one playout) not answered in this long is stuck, and its process killed — unless the process is still
   * runnable and has had less CPU time than this in the step: at nice 19 on a machine whose cores are busy it may
   * be starved, not stuck, and it is then given another `stuckMs`.
   */
  readonly stuckMs: number;
  /** The nice value of the process and its every thread: 19, the lowest priority, unless said. */
  readonly nice: number;
  /** Resolves once no live bot decision is searching: a review waits for it between two steps. */
  liveIdle(): Promise<void>;
  /** Tests: a review process was started (its pid). */
  readonly started?: (pid: number) => void;
}

interface Waiting {
  readonly child: ChildProcess;
  readonly resolve: (reply: ReviewerReply) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Post-game reviews (issue 22) in a process of their own at the lowest OS priority (nice 19): on a machine whose
 * cores are all busy the kernel runs the server's event loop and its bots first, which a worker thread of the
 * server's own process could not get. One review at a time; the process is started when a review needs it and
 * stopped when the reviews are done (`stop`), or killed when a review is stuck.
 */
export class ReviewProcess {
  private child: ChildProcess | null = null;
  private waiting: Waiting | null = null;
  private nextJob = 1;

  constructor(private readonly options: ReviewProcessOptions) {}

  /**
   * The review of a finished game's record, a playout at a time; `progressed` is told after each one. Rejects with
   * `ReviewStuckError` when a playout takes longer than `stuckMs`, or when the record does not replay.
   */
  async review(
    game: SearchGame,
    record: GameRecord,
    budget: ReviewBudget,
    progressed: () => void = () => undefined,
  ): Promise<GameReview> {
    const job = this.nextJob++;
    let start: ReviewerStep['start'] = { game, record, budget };
    for (;;) {
      await this.options.liveIdle();
      const reply = await this.step({ job, ...(start ? { start } : {}) });
      start = undefined;
      if (!reply.ok) throw new Error(`review process: ${reply.message}`);
      if (reply.done) return reply.review;
      progressed();
    }
  }

  private step(request: ReviewerStep): Promise<ReviewerReply> {
    const child = this.process();
    const pid = child.pid;
    const before = pid === undefined ? null : processClock(pid);
    return new Promise((resolve, reject) => {
      const watch = (): NodeJS.Timeout =>
        setTimeout(() => {
          const now = pid === undefined ? null : processClock(pid);
          if (before && now && now.state === 'R' && now.cpuMs - before.cpuMs < this.options.stuckMs) {
            timer = watch();
            return;
          }
          this.kill(child, new ReviewStuckError(this.options.stuckMs));
        }, this.options.stuckMs);
      let timer = watch();
      this.waiting = {
        child,
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      child.send(request);
    });
  }

  private process(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(new URL('./reviewer.js', import.meta.url), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      env: { ...process.env, ARRAKIS_REVIEW_NICE: String(this.options.nice) },
    });
    // The child lowers its every thread too; this covers its main thread from the start.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, this.options.nice);
      } catch {
        // Already gone: its exit is heard below.
      }
      this.options.started?.(child.pid);
    }
    child.on('message', (reply: ReviewerReply) => this.answered(child)?.resolve(reply));
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      this.answered(child)?.reject(new Error(`the review process exited (${signal ?? code})`));
    });
    // The server may stop without waiting for its review process.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  /** Who waits for this process's answer, no longer waiting. */
  private answered(child: ChildProcess): Waiting | null {
    const waiting = this.waiting;
    if (waiting?.child !== child) return null;
    this.waiting = null;
    return waiting;
  }

  private kill(child: ChildProcess, error: Error): void {
    if (this.child === child) this.child = null;
    this.answered(child)?.reject(error);
    child.kill('SIGKILL');
  }

  /** Stops the process (the reviews are done, or the server closes); a review under way is rejected. */
  stop(): void {
    if (this.child) this.kill(this.child, new Error('the review process was stopped'));
  }
}
