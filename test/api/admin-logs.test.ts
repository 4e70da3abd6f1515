import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthLogListSchema, browserToken } from '#shared/admin-logs';
import { authLogs, throttleHits } from '#server/db/schema';
import { FailedSignInLog } from '#server/modules/staff/auth-logs';
import { TEST_PASSWORD, createUser } from '../factories';
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

  it('names the parsed browser and system of each row beside the raw user agent', async () => {
    await t.db.insert(authLogs).values({
      email: 'editor@example.com',
      eventType: 'login',
      role: 'editor',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    });
    const list = AuthLogListSchema.parse((await call('GET', '/api/admin/logs', superAdmin)).json());
    expect(list.logs[0]).toMatchObject({
      browser: 'Chrome 140',
      system: 'Windows 10 (escritorio)',
    });
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

describeEachEngine('failed and refused sign-ins in the log', (engine) => {
  let t: TestApp;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    superAdmin = (await t.signIn('super_admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(authLogs);
    await t.db.delete(throttleHits);
  });

  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const login = (email: string, password: string, remoteAddress = '10.20.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'user-agent': ANDROID },
      remoteAddress,
    });
  const logs = async () =>
    AuthLogListSchema.parse(
      (
        await t.app.inject({
          url: '/api/admin/logs?pageSize=100',
          headers: { cookie: superAdmin },
        })
      ).json(),
    ).logs;

  it('logs a wrong password against the account, with its role and browser', async () => {
    const user = await createUser(t.db);
    expect((await login(user.email, 'mal')).statusCode).toBe(401);
    expect(await logs()).toEqual([
      expect.objectContaining({
        userId: user.id,
        email: user.email,
        role: 'editor',
        eventType: 'login_failed',
        userAgent: ANDROID,
        browser: 'Chrome 131',
        system: 'Android 14 (móvil)',
      }),
    ]);
  });

  it('logs an e-mail no account has, with no user and no role', async () => {
    expect((await login('Nadie@Example.com', 'mal')).statusCode).toBe(401);
    expect(await logs()).toEqual([
      expect.objectContaining({
        userId: null,
        email: 'nadie@example.com',
        role: '',
        eventType: 'login_failed',
      }),
    ]);
  });

  it("logs a failure against a super_admin's account (someone else's attempt), not its sign-in", async () => {
    const owner = await createUser(t.db, { role: 'super_admin' });
    expect((await login(owner.email, 'mal')).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await logs()).map((log) => [log.email, log.role, log.eventType])).toEqual([
      [owner.email, 'super_admin', 'login_failed'],
    ]);
  });

  it('logs a refused address once per window however often it retries', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'mal')).statusCode).toBe(401);
    for (let i = 0; i < 6; i++) expect((await login(user.email, 'mal')).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    const events = (await logs()).map((log) => log.eventType);
    expect(events.filter((e) => e === 'login_failed')).toHaveLength(5);
    expect(events.filter((e) => e === 'login_throttled')).toHaveLength(1);
    expect((await logs())[0]).toMatchObject({ eventType: 'login_throttled', userId: user.id });
    // Another refused address is its own row.
    for (let i = 0; i < 5; i++) await login(user.email, 'mal', '10.20.0.2');
    expect((await login(user.email, 'mal', '10.20.0.2')).statusCode).toBe(429);
    expect((await logs()).filter((log) => log.eventType === 'login_throttled')).toHaveLength(2);
  });

  it('keeps at most its budget of failure rows per window, across addresses', async () => {
    const log = new FailedSignInLog(t.db, {
      windowMs: 15 * 60 * 1000,
      perWindow: 3,
      refusalsPerAddress: 1,
    });
    for (let i = 0; i < 5; i++)
      await log.failed({ email: `x${i}@example.com`, userAgent: '', address: `10.21.0.${i}` });
    await log.throttled({ email: 'y@example.com', userAgent: '', address: '10.21.1.1' });
    expect((await logs()).map((row) => row.email).sort()).toEqual([
      'x0@example.com',
      'x1@example.com',
      'x2@example.com',
    ]);
  });
});
