import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthLogListSchema, browserToken } from '../../src/shared/admin-logs';
import { authLogs } from '../../src/server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';

describe('browserToken', () => {
  it('is the first token of the user agent', () => {
    expect(browserToken('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe('Mozilla/5.0');
    expect(browserToken('  curl/8.5.0 ')).toBe('curl/8.5.0');
    expect(browserToken('')).toBe('');
  });
});

describeEachEngine('admin logs API', (engine) => {
  let t: TestApp;
  let editor: string;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = (await t.signIn('editor')).cookie;
    superAdmin = (await t.signIn('super_admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(authLogs);
  });

  const call = (method: 'GET' | 'DELETE', url: string, cookie: string | null) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const insertLogs = (count: number, start = Date.UTC(2026, 2, 10, 15)) =>
    t.db.insert(authLogs).values(
      Array.from({ length: count }, (_, i) => ({
        email: `editor${i}@example.com`,
        eventType: i % 2 === 0 ? ('login' as const) : ('logout' as const),
        role: 'editor',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        timestamp: new Date(start + i * 60_000),
      })),
    );

  describe('roles', () => {
    it.each([
      ['an anonymous visitor', () => null, 401],
      ['an editor', () => editor, 403],
    ])('refuses the list to %s', async (_who, cookie, status) => {
      await insertLogs(1);
      expect((await call('GET', '/api/admin/logs', cookie())).statusCode).toBe(status);
    });

    it('tells an anonymous visitor "No hay usuario autenticado" when clearing', async () => {
      await insertLogs(2);
      const response = await call('DELETE', '/api/admin/logs', null);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('No hay usuario autenticado');
      expect(await t.db.select().from(authLogs)).toHaveLength(2);
    });

    it('tells an editor "Solo el super_admin puede limpiar los logs" and keeps the logs', async () => {
      await insertLogs(2);
      const response = await call('DELETE', '/api/admin/logs', editor);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Solo el super_admin puede limpiar los logs');
      expect(await t.db.select().from(authLogs)).toHaveLength(2);
    });
  });

  it('lists the logs newest first with e-mail, role, event, user agent and time', async () => {
    await insertLogs(3);
    const response = await call('GET', '/api/admin/logs', superAdmin);
    expect(response.statusCode).toBe(200);
    const list = AuthLogListSchema.parse(response.json());
    expect(list.total).toBe(3);
    expect(list.logs.map((l) => l.email)).toEqual([
      'editor2@example.com',
      'editor1@example.com',
      'editor0@example.com',
    ]);
    expect(list.logs[0]).toMatchObject({
      role: 'editor',
      eventType: 'login',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      timestamp: '2026-03-10T15:02:00.000Z',
    });
  });

  it('records the sign-in of an editor', async () => {
    const { email } = await t.signIn('editor');
    const list = AuthLogListSchema.parse((await call('GET', '/api/admin/logs', superAdmin)).json());
    expect(list.logs).toEqual([expect.objectContaining({ email, eventType: 'login' })]);
  });

  it('pages on the server', async () => {
    await insertLogs(5);
    const page2 = AuthLogListSchema.parse(
      (await call('GET', '/api/admin/logs?page=2&pageSize=2', superAdmin)).json(),
    );
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.logs.map((l) => l.email)).toEqual(['editor2@example.com', 'editor1@example.com']);
  });

  it.each(['?page=0', '?pageSize=101', '?page=x'])(
    'refuses the paging %s with a Spanish 400',
    async (query) => {
      const response = await call('GET', `/api/admin/logs${query}`, superAdmin);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Los datos enviados no son válidos.');
    },
  );

  it('lets the super_admin clear every log', async () => {
    await insertLogs(4);
    const response = await call('DELETE', '/api/admin/logs', superAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 4 });
    expect(await t.db.select().from(authLogs)).toEqual([]);
    const list = AuthLogListSchema.parse((await call('GET', '/api/admin/logs', superAdmin)).json());
    expect(list).toMatchObject({ logs: [], total: 0 });
  });
});
