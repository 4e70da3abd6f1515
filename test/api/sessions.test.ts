import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, sessions } from '#server/db/schema';
import { SESSION_IDLE_MS } from '#server/modules/staff/sessions';
import { type TestApp, createTestApp } from '../app';
import { TEST_PASSWORD, createUser } from '../factories';

// What test/api/auth.test.ts already proves (httpOnly, SameSite=Lax, Secure with an https
// PUBLIC_URL, rotation at sign-in, revocation at sign-out, a foreign Origin on the login) and
// admin-users.test.ts (sessions end when the user is deleted) is not repeated here.

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user;
  const stored = async (userId: string) => {
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    if (!row) throw new Error('no session row');
    return row;
  };

  it('store only the SHA-256 of the cookie, never the token itself', async () => {
    const { cookie, userId } = await t.signIn('editor');
    const token = cookie.slice('sid='.length);
    const row = await stored(userId);
    expect(row.id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('expire after 12 hours without use', async () => {
    const { cookie, userId } = await t.signIn('editor');
    expect(await me(cookie)).not.toBeNull();
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.userId, userId));
    expect(await me(cookie)).toBeNull();
    const admin = await t.app.inject({ url: '/api/admin/products', headers: { cookie } });
    expect(admin.statusCode).toBe(401);
    // The idle session is gone from the database, not only refused.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });

  it('stay alive while used: the idle clock restarts at each visit', async () => {
    const { cookie, userId } = await t.signIn('editor');
    const almostIdle = new Date(Date.now() - SESSION_IDLE_MS + 60 * 60_000);
    await t.db.update(sessions).set({ lastSeenAt: almostIdle }).where(eq(sessions.userId, userId));
    expect(await me(cookie)).not.toBeNull();
    expect((await stored(userId)).lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('expire at their maximum age even when used', async () => {
    const { cookie, userId } = await t.signIn('editor');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect(await me(cookie)).toBeNull();
  });
});

describe('cross-site requests with a valid session', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: 'https://tienda.example' });
    ({ cookie } = await t.signIn('editor'));
  });
  afterAll(async () => {
    await t.close();
  });

  const createArea = (name: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/areas',
      headers: { cookie, ...headers },
      payload: { name, order: 1 },
    });
  const areaNamed = async (name: string) => t.db.select().from(areas).where(eq(areas.name, name));

  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin (sandboxed frame, data: page)', { origin: 'null' }],
    ['our host over plain http', { origin: 'http://tienda.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses an admin write carrying %s, and writes nothing', async (label, headers) => {
    const name = `Área ${label}`;
    const response = await createArea(name, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Solicitud de otro sitio rechazada.');
    expect(await areaNamed(name)).toEqual([]);
  });

  it('accepts the same write from the shop’s own pages', async () => {
    const fromShop = await createArea('Área propia', {
      origin: 'https://tienda.example',
      'sec-fetch-site': 'same-origin',
    });
    expect(fromShop.statusCode).toBe(201);
    expect(await areaNamed('Área propia')).toHaveLength(1);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  /** Signs in through a proxy that says the visitor used https; inject connects from 127.0.0.1. */
  async function signInThrough(env: NodeJS.ProcessEnv) {
    const t = await createTestApp('pglite', env);
    try {
      const user = await createUser(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return response.cookies.find((c) => c.name === 'sid');
    } finally {
      await t.close();
    }
  }

  it('sets a Secure cookie when the trusted proxy says the visit is https', async () => {
    expect((await signInThrough({ TRUST_PROXY: 'true' }))?.secure).toBe(true);
    expect((await signInThrough({ TRUST_PROXY: '127.0.0.1' }))?.secure).toBe(true);
  });

  it('ignores forwarded headers when no proxy, or another proxy, is trusted', async () => {
    expect((await signInThrough({}))?.secure).toBeFalsy();
    expect((await signInThrough({ TRUST_PROXY: '10.0.0.1' }))?.secure).toBeFalsy();
  });
});
