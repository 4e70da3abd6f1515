import { z } from 'zod';
import { endpoints } from './endpoint';
import { SHOP_TIME_ZONE, zonedClock } from './shop-clock';

/** The Spanish messages of Copias de seguridad and its API. */
export const BACKUP_MESSAGES = {
  loadError: 'No se pudieron cargar las copias de seguridad.',
  made: 'Copia de seguridad hecha.',
  failed: 'No se pudo hacer la copia de seguridad.',
  notFound: 'Esa copia ya no está guardada.',
  interrupted: 'La copia se interrumpió (el servidor se detuvo mientras la hacía).',
} as const;

/** Copies kept (modules/backups/backups.ts prunes the rest after each copy). */
export const BACKUP_RETENTION = {
  /** The newest scheduled copy of each of the last 14 days that have one… */
  daily: 14,
  /** …and of each of the last 8 weeks (Monday to Sunday) that have one. */
  weekly: 8,
  /** Copies made with "Hacer una copia ahora": the newest ones. */
  manual: 10,
} as const;

export const BACKUP_KINDS = ['scheduled', 'manual'] as const;
export const BACKUP_STATUSES = ['running', 'ok', 'failed'] as const;

export const BackupRunSchema = z.object({
  id: z.string(),
  kind: z.enum(BACKUP_KINDS),
  status: z.enum(BACKUP_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  bytes: z.number().nullable(),
  error: z.string().nullable(),
  requestedBy: z.string().nullable(),
  /** The archive can be downloaded (kept and the run ended well). */
  downloadable: z.boolean(),
  fileName: z.string().nullable(),
});
export type BackupRun = z.infer<typeof BackupRunSchema>;

export const BackupListSchema = z.object({
  runs: z.array(BackupRunSchema),
  /** 'disk': DATA_DIR/backups; 'bucket': the S3 bucket's backups/ folder. */
  storedIn: z.enum(['disk', 'bucket']),
  /** The hour of the daily copy (shop settings), 0–23 in the shop's time zone. */
  hour: z.number(),
});
export type BackupList = z.infer<typeof BackupListSchema>;

export const BackupIdParamsSchema = z.object({ id: z.uuid(BACKUP_MESSAGES.notFound) });

/** /api/admin/backups: Copias de seguridad, super_admin only (the archives hold every customer). */
export const adminBackupEndpoints = endpoints({
  list: { method: 'GET', path: '/api/admin/backups', response: BackupListSchema },
  run: { method: 'POST', path: '/api/admin/backups', response: BackupRunSchema },
  /** The archive, streamed to disk by a plain link (the session cookie goes with it). */
  archive: {
    method: 'GET',
    path: '/api/admin/backups/:id/archivo',
    params: BackupIdParamsSchema,
    response: 'file',
  },
});

/** The shop's calendar day and hour of an instant. */
export function shopClock(at: Date, timeZone = SHOP_TIME_ZONE): { day: string; hour: number } {
  const c = zonedClock(at, timeZone);
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return { day: `${c.year}-${twoDigits(c.month)}-${twoDigits(c.day)}`, hour: c.hour };
}

/**
 * The scheduled copy due at `at`: the shop's day once its hour has come (a shop that was stopped
 * at that hour takes the day's copy when it starts again), null before it.
 */
export function dueDailySlot(at: Date, hour: number, timeZone = SHOP_TIME_ZONE): string | null {
  const clock = shopClock(at, timeZone);
  return clock.hour >= hour ? clock.day : null;
}

/** Monday of the week of a 'YYYY-MM-DD' day (weeks start on Monday in the shop). */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

export interface KeptCopy {
  id: string;
  kind: (typeof BACKUP_KINDS)[number];
  at: Date;
}

/**
 * The copies to keep, as restic's `forget --keep-daily 14 --keep-weekly 8` counts them
 * (https://restic.readthedocs.io/en/stable/060_forget.html): newest first, the first scheduled
 * copy of each day until 14 days have one, and of each week until 8 weeks have one (a copy may
 * count for both); plus the newest manual copies.
 */
export function copiesToKeep(copies: KeptCopy[], timeZone = SHOP_TIME_ZONE): Set<string> {
  const newestFirst = [...copies].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  let manual = 0;
  for (const copy of newestFirst) {
    if (copy.kind === 'manual') {
      if (manual++ < BACKUP_RETENTION.manual) keep.add(copy.id);
      continue;
    }
    const day = shopClock(copy.at, timeZone).day;
    const week = weekOf(day);
    if (!days.has(day) && days.size < BACKUP_RETENTION.daily) {
      days.add(day);
      keep.add(copy.id);
    }
    if (!weeks.has(week) && weeks.size < BACKUP_RETENTION.weekly) {
      weeks.add(week);
      keep.add(copy.id);
    }
  }
  return keep;
}
