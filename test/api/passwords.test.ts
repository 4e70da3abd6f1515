import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES } from '#shared/auth';
import { PASSWORD_MESSAGES } from '#shared/passwords';
import { RESET_ATTEMPT_LIMITS } from '#server/modules/staff/password-routes';
import { authLogs, passwordResets } from '#server/db/schema';
import { type TestApp, createTestApp, sessionCookie } from '../app';
import { describeEachEngine } from '../engines';
import { TEST_PASSWORD, createUser } from '../factories';
import type * as Passwords from '#server/modules/staff/passwords';

// The real argon2, counted: a made-up reset token must be refused before any hashing is done.
const argon2 = vi.hoisted(() => ({ hashes: 0 }));
vi.mock('#server/modules/staff/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: (password: string) => {
      argon2.hashes += 1;
      return real.hashPassword(password);
    },
  };
});

describeEachEngine('staff passwords', (engine) => {
  let t: TestApp;
  let address = 0;
  const from = () => `10.66.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const signIn = async (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: from(),
    });
  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user as {
      id: string;
    } | null;
  const post = (url: string, payload: object, cookie?: string, remoteAddress = from()) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  /**
   * The reset link's token from the e-mail number `nth` (1 = the first) sent to an address. A
   * request's link is written after its answer, so the mail is waited for (up to 5 s).
   */
  async function tokenMailedTo(email: string, nth = 1): Promise<string> {
    for (const started = Date.now(); Date.now() - started < 5000;) {
      await t.app.shop.mail.flush();
      const message = t.sentMail.filter((m) => m.to === email)[nth - 1];
      const token = /restablecer\?token=([\w-]+)/.exec(message?.text ?? '')?.[1];
      if (token) return token;
      await setTimeout(20);
    }
    throw new Error(`no reset link mailed to ${email}`);
  }

  describe('changing one’s own password', () => {
    it('asks for the current password, keeps this session and ends the others', async () => {
      const user = await createUser(t.db);
      const here = sessionCookie(await signIn(user.email, user.password));
      const elsewhere = sessionCookie(await signIn(user.email, user.password));

      const wrong = await post(
        '/api/auth/password',
        { currentPassword: 'no-es-esta', newPassword: 'nueva-clave-larga' },
        here,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields.currentPassword).toBe(PASSWORD_MESSAGES.currentWrong);
      const same = await post(
        '/api/auth/password',
        { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
        here,
      );
      expect(same.json().error.fields.newPassword).toBe(PASSWORD_MESSAGES.sameAsCurrent);
      const short = await post(
        '/api/auth/password',
        { currentPassword: TEST_PASSWORD, newPassword: 'corta' },
        here,
      );
      expect(short.json().error.fields.newPassword).toBe(PASSWORD_MESSAGES.weak);
      expect(await me(elsewhere)).not.toBeNull();

      const changed = await post(
        '/api/auth/password',
        { currentPassword: TEST_PASSWORD, newPassword: 'nueva-clave-larga' },
        here,
      );
      expect(changed.statusCode).toBe(204);
      expect(await me(here)).not.toBeNull();
      expect(await me(elsewhere)).toBeNull();
      expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(user.email, 'nueva-clave-larga')).statusCode).toBe(200);
      const events = await t.db
        .select({ eventType: authLogs.eventType })
        .from(authLogs)
        .where(eq(authLogs.userId, user.id));
      expect(events.map((e) => e.eventType)).toContain('password_change');
    });

    it('needs a session', async () => {
      const response = await post('/api/auth/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'nueva-clave-larga',
      });
      expect(response.statusCode).toBe(401);
    });

    it('stops guessing the current password after 5 wrong answers', async () => {
      const user = await createUser(t.db);
      const cookie = sessionCookie(await signIn(user.email, user.password));
      const body = { currentPassword: 'adivinanza', newPassword: 'nueva-clave-larga' };
      for (let i = 0; i < 5; i++)
        expect((await post('/api/auth/password', body, cookie)).statusCode).toBe(400);
      const blocked = await post(
        '/api/auth/password',
        { ...body, currentPassword: TEST_PASSWORD },
        cookie,
      );
      expect(blocked.statusCode).toBe(429);
    });
  });

  describe('¿Olvidaste tu contraseña?', () => {
    it('answers the same for an unknown address and sends nothing', async () => {
      const sent = t.sentMail.length;
      const unknown = await post('/api/auth/password-reset/request', {
        email: 'nadie@example.com',
      });
      const user = await createUser(t.db);
      const known = await post('/api/auth/password-reset/request', { email: user.email });
      expect(unknown.statusCode).toBe(202);
      expect(known.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      expect(unknown.json().message).toBe(PASSWORD_MESSAGES.resetRequested);
      await tokenMailedTo(user.email);
      expect(t.sentMail.slice(sent).map((m) => m.to)).toEqual([user.email]);
    });

    it('a link works once, sets the password and ends every session', async () => {
      const user = await createUser(t.db);
      const session = sessionCookie(await signIn(user.email, user.password));
      await post('/api/auth/password-reset/request', { email: user.email.toUpperCase() });
      const token = await tokenMailedTo(user.email);

      const reset = await post('/api/auth/password-reset', {
        token,
        newPassword: 'elegida-de-nuevo',
      });
      expect(reset.statusCode).toBe(204);
      expect(await me(session)).toBeNull();
      expect((await signIn(user.email, 'elegida-de-nuevo')).statusCode).toBe(200);

      const again = await post('/api/auth/password-reset', {
        token,
        newPassword: 'otra-vez-distinta',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(PASSWORD_MESSAGES.resetInvalid);
      expect((await signIn(user.email, 'otra-vez-distinta')).statusCode).toBe(401);
      const events = await t.db
        .select({ eventType: authLogs.eventType })
        .from(authLogs)
        .where(eq(authLogs.userId, user.id));
      expect(events.map((e) => e.eventType)).toContain('password_reset');
    });

    it('a link older than an hour no longer works', async () => {
      const user = await createUser(t.db);
      await post('/api/auth/password-reset/request', { email: user.email });
      const token = await tokenMailedTo(user.email);
      await t.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, user.id));
      const response = await post('/api/auth/password-reset', {
        token,
        newPassword: 'elegida-tarde',
      });
      expect(response.statusCode).toBe(400);
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    });

    it('is throttled per account and per address, whether or not the account exists', async () => {
      const user = await createUser(t.db);
      for (let i = 0; i < 3; i++)
        expect(
          (await post('/api/auth/password-reset/request', { email: user.email })).statusCode,
        ).toBe(202);
      const fourth = await post('/api/auth/password-reset/request', { email: user.email });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.message).toBe(PASSWORD_MESSAGES.throttled);

      const address = '10.66.250.250';
      for (let i = 0; i < 5; i++) {
        const response = await post(
          '/api/auth/password-reset/request',
          { email: `nadie${i}@example.com` },
          undefined,
          address,
        );
        expect(response.statusCode).toBe(202);
      }
      const sixth = await post(
        '/api/auth/password-reset/request',
        { email: 'nadie6@example.com' },
        undefined,
        address,
      );
      expect(sixth.statusCode).toBe(429);
    });
  });

  describe('what the answers give away', () => {
    // Structural, not a stopwatch: the answer must not wait for the account to be looked up.
    // While another connection holds the users table locked, a request for a real account still
    // answers at once (writing the link first made an account's answer 20–35 ms slower here);
    // the link goes out when the lock is let go. Needs a second connection: PostgreSQL only.
    if (engine === 'postgres')
      it('answers a link request before looking the account up, so its time tells nothing', async () => {
        const account = await createUser(t.db);
        const locker = new pg.Client({ connectionString: t.databaseUrl });
        await locker.connect();
        try {
          await locker.query('begin');
          await locker.query('lock table users in access exclusive mode');
          const answered = await Promise.race([
            post('/api/auth/password-reset/request', { email: account.email }),
            setTimeout(5_000, 'blocked' as const),
          ]);
          expect(answered).not.toBe('blocked');
          if (answered === 'blocked') return;
          expect(answered.statusCode).toBe(202);
          expect(answered.json().message).toBe(PASSWORD_MESSAGES.resetRequested);
          await locker.query('rollback');
          expect(await tokenMailedTo(account.email)).toMatch(/\w/);
        } finally {
          await locker.end();
        }
      });

    it('looks a reset token up before hashing: a made-up one never reaches argon2', async () => {
      const address = '10.66.251.1';
      const before = argon2.hashes;
      for (let i = 0; i < RESET_ATTEMPT_LIMITS.perAddress; i++) {
        const response = await post(
          '/api/auth/password-reset',
          { token: `inventado-${i}-${'x'.repeat(40)}`, newPassword: 'una-clave-bien-larga' },
          undefined,
          address,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(PASSWORD_MESSAGES.resetInvalid);
      }
      expect(argon2.hashes).toBe(before);
    });
  });

  describe('using a reset link is throttled', () => {
    const use = (token: string, remoteAddress = from()) =>
      post(
        '/api/auth/password-reset',
        { token, newPassword: 'una-clave-bien-larga' },
        undefined,
        remoteAddress,
      );

    it(`stops an address after ${RESET_ATTEMPT_LIMITS.perAddress} tries, before looking at the token`, async () => {
      const address = '10.66.251.2';
      for (let i = 0; i < RESET_ATTEMPT_LIMITS.perAddress; i++)
        expect((await use(`probando-${i}-${'y'.repeat(40)}`, address)).statusCode).toBe(400);
      const user = await createUser(t.db);
      await post('/api/auth/password-reset/request', { email: user.email });
      const token = await tokenMailedTo(user.email);
      const refused = await use(token, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(PASSWORD_MESSAGES.resetThrottled);
      // The link was not used: from another address it still works.
      expect((await use(token)).statusCode).toBe(204);
      expect((await signIn(user.email, 'una-clave-bien-larga')).statusCode).toBe(200);
    });

    it(`stops one token after ${RESET_ATTEMPT_LIMITS.perToken} tries from any addresses`, async () => {
      const token = `el-mismo-${'z'.repeat(40)}`;
      for (let i = 0; i < RESET_ATTEMPT_LIMITS.perToken; i++)
        expect((await use(token)).statusCode).toBe(400);
      const refused = await use(token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(PASSWORD_MESSAGES.resetThrottled);
    });
  });

  describe('a super_admin forces a reset', () => {
    it('the current password stops working until a new one is chosen with the link', async () => {
      const admin = await t.signIn('super_admin');
      const user = await createUser(t.db);
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
      const forced = await post(`/api/admin/users/${user.id}/password-reset`, {}, admin.cookie);
      expect(forced.statusCode).toBe(202);

      for (const password of [user.password, 'cualquier-otra']) {
        const refused = await signIn(user.email, password);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().error).toMatchObject({
          code: 'password_reset_required',
          message: LOGIN_MESSAGES.resetRequired,
        });
        expect(refused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      }
      const token = await tokenMailedTo(user.email);
      expect(
        (await post('/api/auth/password-reset', { token, newPassword: 'elegida-tras-forzar' }))
          .statusCode,
      ).toBe(204);
      const old = await signIn(user.email, user.password);
      expect(old.json().error.code).toBe('wrong_password');
      expect((await signIn(user.email, 'elegida-tras-forzar')).statusCode).toBe(200);
    });

    it('signs the user out and mails them a link; super admins are not touched', async () => {
      const admin = await t.signIn('super_admin');
      const user = await createUser(t.db);
      const session = sessionCookie(await signIn(user.email, user.password));
      const response = await post(`/api/admin/users/${user.id}/password-reset`, {}, admin.cookie);
      expect(response.statusCode).toBe(202);
      expect(response.json().message).toBe(PASSWORD_MESSAGES.resetForced);
      expect(await me(session)).toBeNull();
      const token = await tokenMailedTo(user.email);
      const reset = await post('/api/auth/password-reset', {
        token,
        newPassword: 'la-que-elijo-yo',
      });
      expect(reset.statusCode).toBe(204);

      const other = await t.signIn('super_admin');
      const refused = await post(
        `/api/admin/users/${other.userId}/password-reset`,
        {},
        admin.cookie,
      );
      expect(refused.statusCode).toBe(403);
    });
  });
});
