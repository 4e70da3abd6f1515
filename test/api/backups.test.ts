import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { backupRuns, mailQueue } from '#server/db/schema';
import { getShopSettings, saveShopSettings } from '#server/modules/content/settings';
import { BACKUP_RETENTION } from '#shared/backups';
import type { BackupList, BackupRun } from '#shared/backups';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createOrder } from '../factories';
import { type TestBucket, startS3 } from '../s3';

const run = promisify(execFile);

/** 10:00 in Buenos Aires (UTC-3) on 2026-11-26; the default hour of the copy is 3. */
const MORNING = new Date('2026-11-26T13:00:00Z');

async function archivesIn(dataDir: string): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'backups')).catch(() => [])).sort();
}

describeEachEngine('backups API', (engine) => {
  let t: TestApp;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await t.signIn('super_admin')).cookie;
    editor = (await t.signIn('editor')).cookie;
    await createOrder(t.db, { comments: 'con seña' });
  }, 60_000);
  afterAll(() => t.close());

  it('is for the super_admin only: 401 signed out, 403 for an editor, and nothing is made', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [editor, 403],
    ] as const) {
      const headers = cookie ? { cookie } : {};
      for (const request of [
        { method: 'GET' as const, url: '/api/admin/backups' },
        { method: 'POST' as const, url: '/api/admin/backups' },
        {
          method: 'GET' as const,
          url: '/api/admin/backups/00000000-0000-4000-8000-000000000000/archivo',
        },
      ]) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
        expect(response.json().error.message).toMatch(/[a-z]/);
      }
    }
    expect(await t.db.select().from(backupRuns)).toEqual([]);
  });

  it('makes a copy now, lists it and downloads it', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: { cookie: admin },
    });
    expect(made.statusCode).toBe(200);
    const copy = made.json<BackupRun>();
    expect(copy).toMatchObject({ kind: 'manual', status: 'ok', downloadable: true });
    expect(copy.bytes).toBeGreaterThan(0);
    expect(await archivesIn(t.dataDir)).toEqual([copy.fileName]);

    const list = await t.app.inject({ url: '/api/admin/backups', headers: { cookie: admin } });
    expect(list.json<BackupList>()).toMatchObject({ storedIn: 'disk', hour: 3 });
    expect(list.json<BackupList>().runs.map((r) => r.id)).toContain(copy.id);

    const download = await t.app.inject({
      url: `/api/admin/backups/${copy.id}/archivo`,
      headers: { cookie: admin },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${copy.fileName}"`);
    expect(download.rawPayload.length).toBe(copy.bytes);
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-download-'));
    try {
      await writeFile(path.join(dir, 'copia.tar.gz'), download.rawPayload);
      const { stdout } = await run('tar', ['-tzf', path.join(dir, 'copia.tar.gz')]);
      expect(stdout).toContain('database.json');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const missing = await t.app.inject({
      url: '/api/admin/backups/00000000-0000-4000-8000-000000000000/archivo',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Esa copia ya no está guardada.');
  }, 60_000);

  it('makes copies asked for at once one after the other, each its own', async () => {
    const both = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: { cookie: admin } }),
      ),
    );
    const runs = both.map((r) => r.json<BackupRun>());
    expect(runs.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(new Set(runs.map((r) => r.fileName)).size).toBe(2);
    for (const r of runs) expect(await archivesIn(t.dataDir)).toContain(r.fileName);
  }, 60_000);

  it('takes the hour of the daily copy from Configuración, 0 to 23', async () => {
    const settings = await getShopSettings(t.db);
    const put = (backupHour: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin },
        payload: { ...settings, backupHour },
      });
    const refused = await put(24);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.backupHour).toBe('Elegí una hora entre las 0 y las 23');
    expect((await put(5)).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/admin/backups', headers: { cookie: admin } });
    expect(list.json<BackupList>().hour).toBe(5);
    await saveShopSettings(t.db, settings);
  });

  it('takes the scheduled copy once its hour has come, once a day', async () => {
    const settings = await getShopSettings(t.db);
    await saveShopSettings(t.db, { ...settings, backupHour: 11 });
    expect(await t.app.shop.backups.takeScheduledIfDue(MORNING)).toBeNull();
    await saveShopSettings(t.db, { ...settings, backupHour: 10 });
    const taken = await t.app.shop.backups.takeScheduledIfDue(MORNING);
    expect(taken).toMatchObject({ kind: 'scheduled', status: 'ok' });
    expect(
      await t.app.shop.backups.takeScheduledIfDue(new Date('2026-11-26T20:00:00Z')),
    ).toBeNull();
    const [row] = await t.db.select().from(backupRuns).where(eq(backupRuns.kind, 'scheduled'));
    expect(row?.slot).toBe('2026-11-26');
    await saveShopSettings(t.db, settings);
  }, 60_000);
});

describeEachEngine('scheduled backups with two apps on one database', (engine) => {
  it('exactly one takes each day’s copy', async () => {
    const first = await createTestApp(engine);
    // PGlite is one process's database: its "second app" is a second attempt in the same one.
    const second =
      engine === 'postgres' && first.databaseUrl
        ? await (async () => {
            const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
            const database = await openDatabase({ databaseUrl: first.databaseUrl });
            const app = await buildApp({
              config: loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }),
              database,
              housekeeping: false,
            });
            return {
              app,
              dataDir,
              async close() {
                await app.close();
                await database.close();
                await rm(dataDir, { recursive: true, force: true });
              },
            };
          })()
        : { app: first.app, dataDir: first.dataDir, close: async () => {} };
    try {
      const taken = await Promise.all([
        first.app.shop.backups.takeScheduledIfDue(MORNING),
        second.app.shop.backups.takeScheduledIfDue(MORNING),
        first.app.shop.backups.takeScheduledIfDue(MORNING),
        second.app.shop.backups.takeScheduledIfDue(MORNING),
      ]);
      expect(taken.filter((r) => r !== null)).toHaveLength(1);
      expect(await first.db.select().from(backupRuns)).toHaveLength(1);
      const files = [
        ...(await archivesIn(first.dataDir)),
        ...(second.dataDir === first.dataDir ? [] : await archivesIn(second.dataDir)),
      ];
      expect(files).toHaveLength(1);
      // The next day, one copy more.
      const nextDay = new Date(MORNING.getTime() + 86_400_000);
      const again = await Promise.all([
        first.app.shop.backups.takeScheduledIfDue(nextDay),
        second.app.shop.backups.takeScheduledIfDue(nextDay),
      ]);
      expect(again.filter((r) => r !== null)).toHaveLength(1);
    } finally {
      await second.close();
      await first.close();
    }
  }, 90_000);
});

describeEachEngine('a scheduled backup that fails', (engine) => {
  it('is recorded as failed and e-mailed to the shop’s address', async () => {
    const t = await createTestApp(engine);
    try {
      // DATA_DIR/backups is a file: the copy cannot be stored.
      await writeFile(path.join(t.dataDir, 'backups'), 'no soy una carpeta');
      const failed = await t.app.shop.backups.takeScheduledIfDue(MORNING);
      expect(failed).toMatchObject({ kind: 'scheduled', status: 'failed', downloadable: false });
      expect(failed?.error).toBeTruthy();
      const settings = await getShopSettings(t.db);
      const queued = await t.db.select().from(mailQueue);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        to: settings.email,
        subject: 'Falló la copia de seguridad diaria',
      });
      expect(queued[0]?.text).toContain('2026-11-26');
      expect(queued[0]?.text).toContain('/admin/copias');
      await t.app.shop.mail.flush();
      expect(t.sentMail.map((m) => m.to)).toEqual([settings.email]);
      // A manual copy that fails is seen on the screen: no e-mail.
      const manual = await t.app.shop.backups.takeManual('Dueña');
      expect(manual).toMatchObject({ status: 'failed' });
      expect(await t.db.select().from(mailQueue)).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describeEachEngine('backup retention', (engine) => {
  it('keeps 14 daily and 8 weekly scheduled copies (and the newest manual ones), deleting the rest', async () => {
    const t = await createTestApp(engine);
    try {
      // A scheduled copy every day for 120 days, as the schedule would have taken them.
      const day = 86_400_000;
      const start = new Date('2026-07-29T06:00:00Z').getTime(); // a Wednesday
      let last: BackupRun | null = null;
      for (let i = 0; i < 120; i++) {
        const at = new Date(start + i * day);
        await t.db.insert(backupRuns).values({
          kind: 'scheduled',
          slot: at.toISOString().slice(0, 10),
          status: 'ok',
          startedAt: at,
          finishedAt: at,
          fileKey: `tienda-${at.toISOString().slice(0, 10)}T06-00-00Z-0000${String(i).padStart(4, '0')}.tar.gz`,
        });
      }
      for (let i = 0; i < BACKUP_RETENTION.manual + 2; i++) {
        last = await t.app.shop.backups.takeManual('Dueña');
      }
      const runs = await t.db.select().from(backupRuns);
      const scheduled = runs
        .filter((r) => r.kind === 'scheduled')
        .map((r) => r.startedAt.toISOString().slice(0, 10))
        .sort()
        .reverse();
      // The last 14 days (Wednesday 25 November back to Thursday 12, in three weeks), then the
      // newest copy, a Sunday's, of each of the 5 weeks before them: 8 weeks in all.
      expect(scheduled.slice(0, 14)).toEqual(
        Array.from({ length: 14 }, (_, i) =>
          new Date(start + (119 - i) * day).toISOString().slice(0, 10),
        ),
      );
      expect(scheduled.slice(14)).toEqual([
        '2026-11-08',
        '2026-11-01',
        '2026-10-25',
        '2026-10-18',
        '2026-10-11',
      ]);

      const manual = runs.filter((r) => r.kind === 'manual');
      expect(manual).toHaveLength(BACKUP_RETENTION.manual);
      expect(manual.map((r) => r.id)).toContain(last?.id);
      // Only the kept manual archives are on disk (the scheduled rows above had no files).
      expect(await archivesIn(t.dataDir)).toEqual(manual.map((r) => r.fileKey).sort());
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('backups in the S3 bucket (S3_BUCKET)', () => {
  let s3: TestBucket;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('stores the copy under backups/, downloads it, and /uploads/ never serves it', async () => {
    const t = await createTestApp('pglite', s3.env);
    try {
      const { cookie } = await t.signIn('super_admin');
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/backups',
        headers: { cookie },
      });
      const copy = made.json<BackupRun>();
      expect(copy.status).toBe('ok');
      expect(await s3.keys('backups/')).toEqual([`backups/${copy.fileName}`]);
      expect(await archivesIn(t.dataDir)).toEqual([]);
      const list = await t.app.inject({ url: '/api/admin/backups', headers: { cookie } });
      expect(list.json<BackupList>().storedIn).toBe('bucket');
      const download = await t.app.inject({
        url: `/api/admin/backups/${copy.id}/archivo`,
        headers: { cookie },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(copy.bytes);
      const leaked = await t.app.inject({ url: `/uploads/backups/${copy.fileName}` });
      expect(leaked.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);
});
