import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUserListSchema } from '#shared/admin-users';
import { authLogs, mailQueue, passwordResets, sessions, users } from '#server/db/schema';
import { type TestApp, createTestApp, sessionCookie } from '../app';
import { refusedThenRecorded } from '../db-faults';
import { describeEachEngine } from '../engines';
import { createUser } from '../factories';

describeEachEngine('admin users API', (engine) => {
  let t: TestApp;
  let editor: { cookie: string; userId: string };
  let superAdmin: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = await t.signIn('editor');
    superAdmin = await t.signIn('super_admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const userRow = async (id: string) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0];
  const newUser = (n: string) => ({
    name: `Nuevo ${n}`,
    email: `nuevo.${n}@example.com`,
    password: 'una-clave-larga',
  });

  describe('roles', () => {
    it.each([
      ['an anonymous visitor', () => null, 401],
      ['an editor', () => editor.cookie, 403],
    ])('refuses every route to %s and changes nothing', async (_who, cookie, status) => {
      const target = await createUser(t.db, { role: 'editor', name: 'Intacto' });
      const responses = await Promise.all([
        call('GET', '/api/admin/users', cookie()),
        call('POST', '/api/admin/users', cookie(), newUser(`rol${status}`)),
        call('PATCH', `/api/admin/users/${target.id}`, cookie(), {
          name: 'Cambiado',
          role: 'editor',
        }),
        call('DELETE', `/api/admin/users/${target.id}`, cookie()),
      ]);
      for (const response of responses) expect(response.statusCode).toBe(status);
      expect(await userRow(target.id)).toMatchObject({ name: 'Intacto' });
      const [created] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, `nuevo.rol${status}@example.com`));
      expect(created).toBeUndefined();
    });
  });

  it('lists every user with name, e-mail and role and never the password hash', async () => {
    const response = await call('GET', '/api/admin/users', superAdmin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('passwordHash');
    const list = AdminUserListSchema.parse(response.json()).users;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: superAdmin.userId, role: 'super_admin' }),
        expect.objectContaining({ id: editor.userId, role: 'editor' }),
      ]),
    );
  });

  describe('create', () => {
    it('creates an editor who can sign in with the chosen password', async () => {
      const input = newUser('crea');
      const response = await call('POST', '/api/admin/users', superAdmin.cookie, {
        ...input,
        email: '  Nuevo.Crea@Example.com ',
        role: 'editor',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Nuevo crea',
        email: 'nuevo.crea@example.com',
        role: 'editor',
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: input.email, password: input.password },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.role).toBe('editor');
    });

    it('makes an editor when no role is sent', async () => {
      const response = await call('POST', '/api/admin/users', superAdmin.cookie, newUser('sinrol'));
      expect(response.statusCode).toBe(201);
      expect(response.json().role).toBe('editor');
    });

    it('refuses to create a super_admin', async () => {
      const response = await call('POST', '/api/admin/users', superAdmin.cookie, {
        ...newUser('super'),
        role: 'super_admin',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.role).toBe(
        'Solo se pueden crear o asignar usuarios con rol Editor.',
      );
      const [row] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, 'nuevo.super@example.com'));
      expect(row).toBeUndefined();
    });

    it('refuses a duplicate e-mail, whatever its case, with 409 and a clear message', async () => {
      const existing = await createUser(t.db);
      const response = await call('POST', '/api/admin/users', superAdmin.cookie, {
        ...newUser('dup'),
        email: existing.email.toUpperCase(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'conflict',
        message: 'Ya existe un usuario con este correo electrónico.',
        fields: { email: 'Ya existe un usuario con este correo electrónico.' },
      });
    });

    it.each([
      [
        'a password shorter than 8 characters',
        { password: '1234567' },
        'password',
        'La contraseña debe tener al menos 8 caracteres.',
      ],
      [
        'a missing password',
        { password: undefined },
        'password',
        'La contraseña debe tener al menos 8 caracteres.',
      ],
      [
        'an invalid e-mail',
        { email: 'no-es-correo' },
        'email',
        'El correo electrónico no es válido.',
      ],
      ['a blank name', { name: '   ' }, 'name', 'El nombre es obligatorio'],
      ['a name of the wrong type', { name: 42 }, 'name', 'El nombre es obligatorio'],
      ['an unknown role', { role: 'owner' }, 'role', 'El rol no es válido.'],
    ])('refuses %s with a Spanish 400', async (_case, change, field, message) => {
      const input = { ...newUser(`malo${field}`), ...change };
      const response = await call('POST', '/api/admin/users', superAdmin.cookie, input);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      const [row] = await t.db
        .select()
        .from(users)
        .where(eq(users.name, String(input.name)));
      expect(row).toBeUndefined();
    });

    it('refuses malformed JSON with a Spanish 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { cookie: superAdmin.cookie, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('El cuerpo de la solicitud no es un JSON válido.');
    });
  });

  describe('edit', () => {
    it('saves only the name and the role', async () => {
      const target = await createUser(t.db, { name: 'Antes' });
      const response = await call('PATCH', `/api/admin/users/${target.id}`, superAdmin.cookie, {
        name: 'Después',
        role: 'editor',
        email: 'otro@example.com',
        password: 'otra-clave-larga',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: target.id,
        name: 'Después',
        email: target.email,
        role: 'editor',
      });
      const row = await userRow(target.id);
      expect(row).toMatchObject({ name: 'Después', email: target.email });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.email, password: target.password },
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses to promote an editor to super_admin', async () => {
      const target = await createUser(t.db, { name: 'Editor fijo' });
      const response = await call('PATCH', `/api/admin/users/${target.id}`, superAdmin.cookie, {
        name: 'Editor fijo',
        role: 'super_admin',
      });
      expect(response.statusCode).toBe(400);
      expect((await userRow(target.id))?.role).toBe('editor');
    });

    it('refuses to edit a super_admin, even oneself', async () => {
      const other = await createUser(t.db, { role: 'super_admin', name: 'Otro super' });
      for (const id of [other.id, superAdmin.userId]) {
        const response = await call('PATCH', `/api/admin/users/${id}`, superAdmin.cookie, {
          name: 'Degradado',
          role: 'editor',
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(
          'Los usuarios Super Admin no se pueden editar ni eliminar.',
        );
        expect((await userRow(id))?.role).toBe('super_admin');
      }
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'no-es-un-id'])(
      'answers 404 "Usuario no encontrado" for the id %s',
      async (id) => {
        const response = await call('PATCH', `/api/admin/users/${id}`, superAdmin.cookie, {
          name: 'X',
          role: 'editor',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Usuario no encontrado');
      },
    );

    it('refuses a blank name with a Spanish 400', async () => {
      const target = await createUser(t.db, { name: 'Con nombre' });
      const response = await call('PATCH', `/api/admin/users/${target.id}`, superAdmin.cookie, {
        name: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.name).toBe('El nombre es obligatorio');
      expect((await userRow(target.id))?.name).toBe('Con nombre');
    });
  });

  describe('delete', () => {
    it('deletes the account and ends its sessions at once, keeping its logs', async () => {
      const target = await createUser(t.db);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.email, password: target.password },
      });
      const cookie = sessionCookie(login);
      const response = await call('DELETE', `/api/admin/users/${target.id}`, superAdmin.cookie);
      expect(response.statusCode).toBe(204);
      expect(await userRow(target.id)).toBeUndefined();
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().user).toBeNull();
      const orders = await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders',
        headers: { cookie },
      });
      expect(orders.statusCode).toBe(401);
      const logs = await t.db.select().from(authLogs).where(eq(authLogs.email, target.email));
      expect(logs).toEqual([expect.objectContaining({ eventType: 'login', userId: null })]);
    });

    it('refuses to delete a super_admin', async () => {
      const other = await createUser(t.db, { role: 'super_admin' });
      const response = await call('DELETE', `/api/admin/users/${other.id}`, superAdmin.cookie);
      expect(response.statusCode).toBe(403);
      expect(await userRow(other.id)).toBeDefined();
    });

    it('answers 404 for an unknown user', async () => {
      const response = await call(
        'DELETE',
        '/api/admin/users/00000000-0000-4000-8000-000000000000',
        superAdmin.cookie,
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('when the Actividad entry cannot be written', () => {
    it('creates no account, and creates it once it can', async () => {
      const input = newUser('sinregistro');
      const created = await refusedThenRecorded(
        t.db,
        'user.create',
        () => call('POST', '/api/admin/users', superAdmin.cookie, input),
        async () => {
          const rows = await t.db.select().from(users).where(eq(users.email, input.email));
          expect(rows).toEqual([]);
        },
      );
      expect(await userRow(created.json().id)).toMatchObject({ email: input.email });
    });

    it('changes no name or role, and changes them once it can', async () => {
      const target = await createUser(t.db, { name: 'Sin registro' });
      await refusedThenRecorded(
        t.db,
        'user.update',
        () =>
          call('PATCH', `/api/admin/users/${target.id}`, superAdmin.cookie, {
            name: 'Renombrado',
            role: 'editor',
          }),
        async () => expect((await userRow(target.id))?.name).toBe('Sin registro'),
      );
      expect((await userRow(target.id))?.name).toBe('Renombrado');
    });

    it('keeps the password, the sessions and the outbox, and resets once it can', async () => {
      const target = await createUser(t.db);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.email, password: target.password },
      });
      expect(login.statusCode).toBe(200);
      const before = await userRow(target.id);
      const sessionsOf = () => t.db.select().from(sessions).where(eq(sessions.userId, target.id));
      const linksOf = () =>
        t.db.select().from(passwordResets).where(eq(passwordResets.userId, target.id));
      const mailsTo = () => t.db.select().from(mailQueue).where(eq(mailQueue.to, target.email));
      await refusedThenRecorded(
        t.db,
        'user.password_reset',
        () => call('POST', `/api/admin/users/${target.id}/password-reset`, superAdmin.cookie, {}),
        async () => {
          expect((await userRow(target.id))?.passwordHash).toBe(before?.passwordHash);
          expect(await sessionsOf()).toHaveLength(1);
          expect(await linksOf()).toEqual([]);
          expect(await mailsTo()).toEqual([]);
        },
      );
      expect((await userRow(target.id))?.passwordHash).not.toBe(before?.passwordHash);
      expect(await sessionsOf()).toEqual([]);
      expect(await linksOf()).toHaveLength(1);
      expect(await mailsTo()).toHaveLength(1);
    });

    it('deletes no account, and deletes it once it can', async () => {
      const target = await createUser(t.db);
      await refusedThenRecorded(
        t.db,
        'user.delete',
        () => call('DELETE', `/api/admin/users/${target.id}`, superAdmin.cookie),
        async () => expect(await userRow(target.id)).toBeDefined(),
      );
      expect(await userRow(target.id)).toBeUndefined();
    });
  });
});
