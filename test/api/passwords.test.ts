import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../src/shared/passwords';
import { authLogs, passwordResets } from '../../src/server/db/schema';
import { type TestApp, createTestApp, sessionCookie } from '../app';
import { describeEachEngine } from '../engines';
import { TEST_PASSWORD, createUser } from '../factories';

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
  /** The reset link's token from the last e-mail sent to an address. */
  async function tokenMailedTo(email: string): Promise<string> {
    await t.app.shop.mail.flush();
    const message = t.sentMail.filter((m) => m.to === email).at(-1);
    const token = /restablecer\?token=([\w-]+)/.exec(message?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
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
      await t.app.shop.mail.flush();
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

  describe('a super_admin forces a reset', () => {
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
