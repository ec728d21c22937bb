import type { FastifyBaseLogger } from 'fastify';
import type { FeatureApp } from './feature';

/** How often each process looks for work whose time has come (a restart, work set by another process). */
export const dueWorkSweepEveryMs = 5000;

/** A timer fires this much after the time it was set for, so the database's clock has surely reached it. */
const timerSlackMs = 25;

/** Timers are set only for work this close; later work is found by the sweeps. */
const timerHorizonMs = 10 * 60 * 1000;

export interface DueWorkScheduler {
  /** Does every piece of work whose time has come (one run at a time; a call during a run makes it look again). */
  sweep(): Promise<void>;
  /** Work was set for this instant (ISO text, or ms from now with `wakeAfter`): look then rather than at the next sweep. */
  wakeAt(instant: string | null | undefined): void;
  wakeAfter(delayMs: number): void;
  start(): Promise<void>;
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface DueWork {
  /** Named in the log when a run fails. */
  name: string;
  /**
   * Does the work that is due, claiming each piece in the database so it is done once however many processes
   * look; returns when nothing due is left or `stopped()` turns true. A throw is logged and the work is looked
   * for again at the next sweep.
   */
  drain(stopped: () => boolean): Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
  sweepEveryMs?: number;
}

/**
 * The one scheduler of time-based work (mail's held sends, notes' and the calendar's reminders): the time is
 * stored, every process sweeps now and then and at start (so what fell due while the server was down is done
 * then), and a timer wakes it for work set close ahead.
 */
export function createDueWorkScheduler(work: DueWork): DueWorkScheduler {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const run = async () => {
    do {
      again = false;
      try {
        await work.drain(() => stopped);
      } catch (error) {
        work.log.error(
          { err: error },
          `${work.name}: the due work could not be done; it is looked for at the next sweep`,
        );
        return;
      }
    } while (again && !stopped);
  };

  const scheduler: DueWorkScheduler = {
    sweep() {
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    },
    wakeAfter(delayMs) {
      if (stopped || delayMs > timerHorizonMs) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void scheduler.sweep();
      }, Math.max(0, delayMs) + timerSlackMs);
      timers.add(timer);
    },
    wakeAt(instant) {
      if (instant) scheduler.wakeAfter(Date.parse(instant) - Date.now());
    },
    async start() {
      interval = setInterval(() => void scheduler.sweep(), work.sweepEveryMs ?? dueWorkSweepEveryMs);
      interval.unref();
      await scheduler.sweep();
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
    },
  };
  return scheduler;
}

/** Runs the scheduler with the app: it starts when the app is ready and stops when it closes. */
export function runWithApp(app: FeatureApp, scheduler: DueWorkScheduler): DueWorkScheduler {
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  return scheduler;
}
