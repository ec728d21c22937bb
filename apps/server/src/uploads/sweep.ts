import { and, eq, lt, not, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { fileContents, storedFiles, uploadSessions } from './table';
import type { FileUse } from './uses';

/**
 * Content nothing names is kept this long after an upload last asked for it: an upload writes its bytes before
 * the row that names them, and must not find them gone.
 */
export const contentGraceMs = 10 * 60 * 1000;

/** How often each server process sweeps (at most; a shorter TTL sweeps as often as it). */
const sweepEveryMs = 60 * 60 * 1000;

export interface SweepResult {
  files: number;
  contents: number;
  /** Resumable uploads left unfinished past the TTL (a tab closed for good), removed with their parts. */
  unfinished: number;
}

/**
 * Removes the uploads nothing names any more once they are older than `ttlHours` (an attachment uploaded and never
 * sent, a photo replaced), each use deciding what names its files, then the stored bytes no file names. `now` is
 * the sweep's clock (tests move it forward).
 */
export async function sweepUploads(
  db: Database,
  uses: readonly FileUse[],
  { ttlHours, now = new Date() }: { ttlHours: number; now?: Date },
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - ttlHours * 3_600_000);
  const unfinished = await db
    .delete(uploadSessions)
    .where(lt(uploadSessions.touchedAt, cutoff))
    .returning({ id: uploadSessions.id });
  let files = 0;
  for (const use of uses) {
    if (!use.isReferenced) continue;
    const removed = await db
      .delete(storedFiles)
      .where(and(eq(storedFiles.use, use.name), lt(storedFiles.createdAt, cutoff), not(use.isReferenced(storedFiles))))
      .returning({ id: storedFiles.id });
    files += removed.length;
  }
  const contents = await db
    .delete(fileContents)
    .where(
      and(
        lt(fileContents.touchedAt, new Date(now.getTime() - contentGraceMs)),
        sql`not exists (select 1 from ${storedFiles} where ${or(
          eq(storedFiles.sha256, fileContents.sha256),
          eq(storedFiles.thumbnailSha256, fileContents.sha256),
        )})`,
      ),
    )
    .returning({ sha256: fileContents.sha256 });
  return { files, contents: contents.length, unfinished: unfinished.length };
}

/** Sweeps now and then in this process (every hour, or every TTL when shorter); `stop` ends it. */
export function startUploadSweeper(
  db: Database,
  uses: readonly FileUse[],
  ttlHours: number,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const interval = setInterval(
    () => {
      if (running) return;
      running = sweepUploads(db, uses, { ttlHours })
        .then((result) => {
          if (result.files || result.contents || result.unfinished) log.info(result, 'unreferenced uploads swept');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'the upload sweep failed; it runs again later'))
        .finally(() => {
          running = undefined;
        });
    },
    Math.max(60_000, Math.min(sweepEveryMs, ttlHours * 3_600_000)),
  );
  interval.unref();
  return {
    async stop() {
      clearInterval(interval);
      await running;
    },
  };
}
