import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { BACKUP_MESSAGES, type BackupRun, copiesToKeep, dueDailySlot } from '#shared/backups';
import type { Db } from '#server/db/client';
import { type BackgroundTask, runInBackground } from '#server/lib/background-task';
import { backupRuns } from '#server/db/schema';
import { writeBackupArchive } from './backup-archive';
import type { BackupStore, StoredArchive } from './backup-store';
import type { MailQueue } from '#server/lib/mail';
import { getShopSettings } from '../content/settings';

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface BackupsOptions {
  db: Db;
  store: BackupStore;
  /** DATA_DIR/uploads, or null when the images live in a bucket. */
  uploadsDir: string | null;
  mail: Pick<MailQueue, 'enqueue'>;
  publicUrl: string;
  log: Log;
}

/** A run left 'running' this long was cut short (its process stopped): it shows as failed. */
const INTERRUPTED_AFTER_MS = 60 * 60 * 1000;
/** Failed runs stay in the list this long. */
const FAILED_KEPT_MS = 56 * 24 * 60 * 60 * 1000;
const LISTED = 40;

type RunRow = typeof backupRuns.$inferSelect;

function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return `tienda-${stamp}Z-${randomBytes(4).toString('hex')}.tar.gz`;
}

function toRun(row: RunRow): BackupRun {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    bytes: row.bytes,
    error: row.error,
    requestedBy: row.requestedBy,
    downloadable: row.status === 'ok' && row.fileKey !== null,
    fileName: row.fileKey,
  };
}

/** The shop's copies of itself: taken on demand or once a day, kept, pruned and listed. */
export class Backups {
  private manualQueue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: BackupsOptions) {}

  get storedIn(): BackupStore['storedIn'] {
    return this.options.store.storedIn;
  }

  /**
   * "Hacer una copia ahora". Copies asked for together are made one after the other in this
   * process, each answered with its own.
   */
  takeManual(requestedBy: string): Promise<BackupRun> {
    const take = async () => {
      const [row] = await this.options.db
        .insert(backupRuns)
        .values({ kind: 'manual', startedAt: new Date(), requestedBy })
        .returning();
      if (!row) throw new Error('backup run not recorded');
      return toRun(await this.complete(row));
    };
    const next = this.manualQueue.then(take, take);
    this.manualQueue = next.catch(() => undefined);
    return next;
  }

  /**
   * Takes the day's scheduled copy when its hour has come and no process has taken it: the run's
   * row claims the day's slot (a unique key), so of several processes on one database exactly
   * one inserts it and makes the copy. Answers the run it took, or null.
   */
  async takeScheduledIfDue(now = new Date()): Promise<BackupRun | null> {
    const { db } = this.options;
    const settings = await getShopSettings(db);
    const slot = dueDailySlot(now, settings.backupHour);
    if (!slot) return null;
    const [row] = await db
      .insert(backupRuns)
      .values({ kind: 'scheduled', slot, startedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const done = await this.complete(row, now);
    if (done.status === 'failed') await this.tellShop(done, settings.email);
    return toRun(done);
  }

  private async complete(row: RunRow, now = new Date()): Promise<RunRow> {
    const { db, store, uploadsDir, log } = this.options;
    const staging = await mkdtemp(path.join(tmpdir(), 'tienda-copia-'));
    const name = archiveName(now);
    try {
      const file = path.join(staging, name);
      const written = await writeBackupArchive(db, file, { uploadsDir });
      await store.put(name, file);
      const [done] = await db
        .update(backupRuns)
        .set({ status: 'ok', finishedAt: new Date(), fileKey: name, bytes: written.bytes })
        .where(eq(backupRuns.id, row.id))
        .returning();
      log.info({ kind: row.kind, name, bytes: written.bytes }, 'backup taken');
      await this.prune(now).catch((error: unknown) =>
        log.error({ err: error }, 'backup pruning failed'),
      );
      return done ?? row;
    } catch (error) {
      log.error({ err: error, kind: row.kind }, 'backup failed');
      const message = error instanceof Error ? error.message : String(error);
      const [failed] = await db
        .update(backupRuns)
        .set({ status: 'failed', finishedAt: new Date(), error: message.slice(0, 1000) })
        .where(eq(backupRuns.id, row.id))
        .returning();
      return failed ?? { ...row, status: 'failed', error: message };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** E-mails the shop's address that last night's copy failed (the mail queue retries it). */
  private async tellShop(run: RunRow, to: string): Promise<void> {
    const link = `${this.options.publicUrl}/admin/copias`;
    await this.options.mail.enqueue({
      to,
      subject: 'Falló la copia de seguridad diaria',
      text: [
        `La copia de seguridad programada del ${run.slot ?? ''} no se pudo hacer.`,
        '',
        `Error: ${run.error ?? 'desconocido'}`,
        '',
        `Revisá el espacio en disco o el bucket, y hacé una copia desde ${link}.`,
      ].join('\n'),
    });
  }

  /** Deletes the archives copiesToKeep leaves out, and old failed runs. */
  async prune(now = new Date()): Promise<number> {
    const { db, store } = this.options;
    const kept = await db
      .select({
        id: backupRuns.id,
        kind: backupRuns.kind,
        at: backupRuns.startedAt,
        fileKey: backupRuns.fileKey,
      })
      .from(backupRuns)
      .where(and(eq(backupRuns.status, 'ok'), isNotNull(backupRuns.fileKey)));
    const keep = copiesToKeep(kept);
    let deleted = 0;
    for (const copy of kept) {
      if (keep.has(copy.id) || !copy.fileKey) continue;
      await store.delete(copy.fileKey);
      await db.delete(backupRuns).where(eq(backupRuns.id, copy.id));
      deleted++;
    }
    await db
      .delete(backupRuns)
      .where(
        and(
          eq(backupRuns.status, 'failed'),
          lt(backupRuns.startedAt, new Date(now.getTime() - FAILED_KEPT_MS)),
        ),
      );
    return deleted;
  }

  /** The newest runs; one left running by a stopped process shows as failed. */
  async list(now = new Date()): Promise<BackupRun[]> {
    const { db } = this.options;
    await db
      .update(backupRuns)
      .set({ status: 'failed', error: BACKUP_MESSAGES.interrupted })
      .where(
        and(
          eq(backupRuns.status, 'running'),
          lt(backupRuns.startedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS)),
        ),
      );
    const rows = await db
      .select()
      .from(backupRuns)
      .orderBy(desc(backupRuns.startedAt), desc(sql`${backupRuns.id}`))
      .limit(LISTED);
    return rows.map(toRun);
  }

  /** A kept archive, for a download; null when there is none. */
  async open(id: string): Promise<{ name: string; archive: StoredArchive } | null> {
    const [row] = await this.options.db
      .select({ fileKey: backupRuns.fileKey, status: backupRuns.status })
      .from(backupRuns)
      .where(eq(backupRuns.id, id));
    if (!row?.fileKey || row.status !== 'ok') return null;
    const archive = await this.options.store.get(row.fileKey);
    return archive ? { name: row.fileKey, archive } : null;
  }
}

/**
 * Looks for a due scheduled copy a few seconds after start and every minute (cheap: one settings
 * read and, at most once a day, one insert that finds the slot taken). close() waits for a copy
 * under way.
 */
export function scheduleBackups(backups: Backups, log: Log, everyMs = 60_000): BackgroundTask {
  return runInBackground(() => backups.takeScheduledIfDue(), {
    firstAfterMs: 5_000,
    everyMs,
    label: 'scheduled backup check',
    log,
  });
}
