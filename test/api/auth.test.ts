import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLogs, sessions } from '#server/db/schema';
import { type TestApp, createTestApp, sessionCookie } from '../app';
import { describeEachEngine } from '../engines';
import { TEST_PASSWORD, createUser } from '../factories';

describeEachEngine('auth API', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('answers the health check once the database is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 in Spanish', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'Recurso no encontrado.' },
    });
  });

  it('signs an editor in with an httpOnly, SameSite=Lax session cookie and logs the login', async () => {
    const user = await createUser(t.db, { role: 'editor' });
    const response = await login(
      { email: user.email.toUpperCase(), password: TEST_PASSWORD },
      { 'user-agent': 'Mozilla/5.0 (X11)' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: user.email, role: 'editor' });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const logs = await t.db.select().from(authLogs).where(eq(authLogs.userId, user.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      eventType: 'login',
      role: 'editor',
      userAgent: 'Mozilla/5.0 (X11)',
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.json().user).toMatchObject({ id: user.id, role: 'editor' });
  });

  it('does not log the sign-in of a super_admin', async () => {
    const user = await createUser(t.db, { role: 'super_admin' });
    const response = await login({ email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(authLogs).where(eq(authLogs.userId, user.id))).toHaveLength(0);
  });

  it('refuses a wrong password with its Spanish message', async () => {
    const user = await createUser(t.db);
    const response = await login({ email: user.email, password: 'otra-clave' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'wrong_password',
      message: 'La contraseña es incorrecta.',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses an unknown e-mail with its Spanish message', async () => {
    const response = await login({ email: 'nadie@example.com', password: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('No existe una cuenta con este correo electrónico.');
  });

  it('refuses an invalid e-mail, missing fields, wrong types and malformed JSON with 400', async () => {
    expect((await login({ email: 'no-es-un-correo', password: 'x' })).json().error.message).toBe(
      'El correo electrónico no es válido.',
    );
    const missing = await login({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('email');
    expect((await login({ email: 42, password: [] })).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('El cuerpo de la solicitud no es un JSON válido.');
  });

  it('rotates the session at sign-in: the old cookie stops working', async () => {
    const user = await createUser(t.db);
    const first = sessionCookie(await login({ email: user.email, password: TEST_PASSWORD }));
    const second = await login({ email: user.email, password: TEST_PASSWORD }, { cookie: first });
    expect(sessionCookie(second)).not.toBe(first);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: first },
    });
    expect(me.json().user).toBeNull();
  });

  it('signs out: logs it, revokes the session and clears the cookie', async () => {
    const user = await createUser(t.db);
    const cookie = sessionCookie(await login({ email: user.email, password: TEST_PASSWORD }));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user).toBeNull();
    const events = (await t.db.select().from(authLogs).where(eq(authLogs.userId, user.id))).map(
      (l) => l.eventType,
    );
    expect(events.sort()).toEqual(['login', 'logout']);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('sends a verification e-mail to an unverified account whose link verifies it', async () => {
    const user = await createUser(t.db, { verified: false });
    const response = await login({ email: user.email, password: TEST_PASSWORD });
    expect(response.json()).toMatchObject({
      verificationSent: true,
      user: { emailVerified: false },
    });
    await t.app.shop.mail.flush();
    const mail = t.sentMail.find((m) => m.to === user.email);
    const link = mail?.text.match(/http\S+\/api\/auth\/verify\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    const verify = await t.app.inject({
      method: 'GET',
      url: new URL(link!).pathname + new URL(link!).search,
    });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/admin/login?verificacion=ok');
    const again = await login({ email: user.email, password: TEST_PASSWORD });
    expect(again.json()).toMatchObject({ verificationSent: false, user: { emailVerified: true } });
  });

  it('throttles repeated failures for an account with 429 and a Spanish message', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: user.email, password: 'mal' })).statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Demasiados intentos/);
  });

  it('checks at most 5 of 50 parallel wrong passwords for one account (counted before argon2)', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        login({ email: user.email, password: 'mal' }, {}, '10.1.0.1'),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: 5, 429: 45 });
  });

  it('5 wrong passwords from one address block that address, not the owner at another', async () => {
    const owner = await createUser(t.db, { role: 'super_admin' });
    for (let i = 0; i < 5; i++) {
      expect(
        (await login({ email: owner.email, password: 'mal' }, {}, '10.2.0.1')).statusCode,
      ).toBe(401);
    }
    // Even the right password is refused from the stranger's address…
    expect(
      (await login({ email: owner.email, password: TEST_PASSWORD }, {}, '10.2.0.1')).statusCode,
    ).toBe(429);
    // …while the owner signs in from theirs, and a failure there does not unblock the stranger.
    expect(
      (await login({ email: owner.email, password: TEST_PASSWORD }, {}, '10.2.0.2')).statusCode,
    ).toBe(200);
    expect((await login({ email: owner.email, password: 'mal' }, {}, '10.2.0.1')).statusCode).toBe(
      429,
    );
  });

  it('a right password forgets the failures from its address', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'mal' }, {}, '10.3.0.1');
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, {}, '10.3.0.1')).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: user.email, password: 'mal' }, {}, '10.3.0.1')).statusCode).toBe(
        401,
      );
    }
    expect((await login({ email: user.email, password: 'mal' }, {}, '10.3.0.1')).statusCode).toBe(
      429,
    );
  });

  it('allows one address 20 failures across accounts in 15 minutes', async () => {
    const accounts = await Promise.all(Array.from({ length: 21 }, () => createUser(t.db)));
    for (const account of accounts.slice(0, 20)) {
      expect(
        (await login({ email: account.email, password: 'mal' }, {}, '10.4.0.1')).statusCode,
      ).toBe(401);
    }
    const last = accounts[20]?.email ?? '';
    expect((await login({ email: last, password: TEST_PASSWORD }, {}, '10.4.0.1')).statusCode).toBe(
      429,
    );
    expect(
      (await login({ email: 'nadie@example.com', password: 'x' }, {}, '10.4.0.1')).statusCode,
    ).toBe(429);
    expect((await login({ email: last, password: TEST_PASSWORD }, {}, '10.4.0.2')).statusCode).toBe(
      200,
    );
  });

  it('bounds a guesser spread over many addresses: 50 failures for an account from anywhere', async () => {
    const owner = await createUser(t.db, { role: 'super_admin' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login({ email: owner.email, password: 'mal' }, {}, `10.5.${Math.floor(i / 5)}.${i % 5}`),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: 50, 429: 10 });
    const fresh = await login({ email: owner.email, password: TEST_PASSWORD }, {}, '10.5.100.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error.message).toMatch(/Demasiados intentos/);
  });

  it('refuses a cross-site POST by its Origin', async () => {
    const response = await login(
      { email: 'a@b.co', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('sets security headers on answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

function statusCounts(answers: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describeEachEngine('sign-in throttle behind a trusted proxy', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the forwarded client address: 40 parallel wrong passwords from it, 20 checked', async () => {
    const accounts = await Promise.all(Array.from({ length: 41 }, () => createUser(t.db)));
    const login = (email: string, client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'mal' },
        headers: { 'x-forwarded-for': client },
      });
    const answers = await Promise.all(
      accounts.slice(0, 40).map((account) => login(account.email, '203.0.113.7')),
    );
    expect(statusCounts(answers)).toEqual({ 401: 20, 429: 20 });
    // The proxy's own address (127.0.0.1) is not what was counted: another client still gets in.
    expect((await login(accounts[40]?.email ?? '', '203.0.113.8')).statusCode).toBe(401);
  });
});

describe('session cookie behind HTTPS', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp('pglite', { PUBLIC_URL: 'https://tienda.example' });
    try {
      const user = await createUser(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});
