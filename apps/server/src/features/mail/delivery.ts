import type { MailArrivedEvent } from '@conecta/contracts/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { publishToAccount } from '../../live';
import { createDueWorkScheduler, type DueWorkScheduler } from '../../platform/due-work';
import { type DeliveredMail, deliverOneDueMail } from './writes';

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

/**
 * The server's half of "Undo" (the platform's due-work scheduler): a send is held in the database with its time
 * (`sendAt`); the process that took it wakes for that time, every process sweeps now and then (a send whose process
 * stopped, or a restart: `start` delivers the overdue ones first), and each send is claimed atomically, so it is
 * delivered once however many processes look.
 */
export function createMailScheduler(db: Database, log: FastifyBaseLogger, sweepEveryMs?: number): DueWorkScheduler {
  return createDueWorkScheduler({
    name: 'mail delivery',
    log,
    sweepEveryMs,
    async drain(stopped) {
      // A send that fails to deliver is tried again at the next sweep, not in a loop within this one.
      const failed: string[] = [];
      while (!stopped()) {
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
        if (!delivered) return;
        await announce(db, delivered).catch((error: unknown) =>
          log.warn({ err: error }, 'a delivered mail could not be announced live'),
        );
      }
    },
  });
}
