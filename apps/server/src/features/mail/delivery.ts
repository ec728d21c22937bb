import type { MailArrivedEvent } from '@conecta/contracts/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { publishToAccount } from '../../live';
import { type DeliveredMail, deliverOneDueMail } from './writes';

/** How often each process looks for sends whose time has come and that no timer of its own covers. */
export const mailSweepEveryMs = 5000;

/** A timer fires this much after a send's time, so the database's clock has surely reached it. */
const timerSlackMs = 25;

/** The live events of a delivery: each recipient's copy arrived; the sender's Sent changed. */
async function announce(db: Database, delivered: DeliveredMail): Promise<void> {
  const { mail } = delivered;
  for (const copy of delivered.delivered) {
    const event: MailArrivedEvent = {
      type: 'mail-arrived',
      mailId: copy.mailId,
      folder: 0,
      from: mail.from,
      subject: mail.subject,
    };
    await publishToAccount(db, copy.accountId, event);
  }
  const sent: MailArrivedEvent = {
    type: 'mail-arrived',
    mailId: mail.id,
    folder: 1,
    from: mail.from,
    subject: mail.subject,
  };
  await publishToAccount(db, delivered.senderId, sent);
}

export interface MailScheduler {
  /** Delivers every send whose time has come (one run at a time; a call during a run makes it look again). */
  sweep(): Promise<void>;
  /** Looks again after `delayMs`: the time of a send this process just held. */
  wakeAfter(delayMs: number): void;
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The server's half of "Undo": every process runs one. A send is held in the database with its time
 * (`sendAt`); the process that took it sets a timer for that time, every process sweeps now and then (a
 * send whose process stopped, or a restart: `start` delivers the overdue ones first), and each send is
 * claimed atomically, so it is delivered once however many processes look.
 */
export function createMailScheduler(db: Database, log: FastifyBaseLogger, sweepEveryMs = mailSweepEveryMs) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const run = async () => {
    // A send that fails to deliver is tried again at the next sweep, not in a loop within this one.
    const failed: string[] = [];
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        let delivered: DeliveredMail | undefined;
        const skipped = failed.length;
        try {
          delivered = await deliverOneDueMail(db, failed);
        } catch (error) {
          log.error({ err: error }, 'a held mail could not be delivered; it is tried again at the next sweep');
          // Not even claimed (the database is unreachable): stop until the next sweep.
          if (failed.length === skipped) return;
          continue;
        }
        if (!delivered) break;
        await announce(db, delivered).catch((error: unknown) =>
          log.warn({ err: error }, 'a delivered mail could not be announced live'),
        );
      }
    } while (again && !stopped);
  };

  const scheduler: MailScheduler & { start(): Promise<void> } = {
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
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void scheduler.sweep();
      }, Math.max(0, delayMs) + timerSlackMs);
      timers.add(timer);
    },
    async start() {
      interval = setInterval(() => void scheduler.sweep(), sweepEveryMs);
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
