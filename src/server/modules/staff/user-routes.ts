import type { FastifyInstance } from 'fastify';
import { ADMIN_USER_MESSAGES, type AdminUser, adminUserEndpoints as E } from '#shared/admin-users';
import { ROLE_LABELS } from '#shared/auth';
import { PASSWORD_MESSAGES } from '#shared/passwords';
import type { Db } from '#server/db/client';
import { conflict, forbidden, notFound } from '#server/errors';
import { currentUser, requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { describeChanges, recordActivity } from './activity';
import type { MailQueue } from '#server/lib/mail';
import { forcePasswordReset } from './password-resets';
import { createUser, deleteUser, findUser, findUserByEmail, listUsers, updateUser } from './users';
import { isUniqueViolation } from '#server/db/unique-violation';

const userSubject = (user: Pick<AdminUser, 'name' | 'email'>) =>
  `Usuario ${user.name} (${user.email})`;

const duplicateEmail = () =>
  conflict(ADMIN_USER_MESSAGES.duplicateEmail, { email: ADMIN_USER_MESSAGES.duplicateEmail });

/** /api/admin/users: super_admin only. super_admin accounts are never changed here. */
export function adminUserRoutes(db: Db, mail: MailQueue, publicUrl: string) {
  async function findEditableUser(id: string): Promise<AdminUser> {
    const row = await findUser(db, id);
    if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
    if (row.role === 'super_admin') throw forbidden(ADMIN_USER_MESSAGES.superAdminProtected);
    return row;
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireSuperAdmin);

    route(app, E.list, {}, async (_request, reply) => {
      const rows = await listUsers(db);
      reply.header('cache-control', 'no-store');
      return { users: rows };
    });

    route(app, E.create, {}, async (request) => {
      const input = request.body;
      const email = input.email.toLowerCase();
      if (await findUserByEmail(db, email)) throw duplicateEmail();
      let id: string;
      try {
        // New accounts verify their e-mail at their first sign-in.
        id = await createUser(
          db,
          { email, name: input.name, password: input.password, role: input.role },
          (tx) =>
            recordActivity(tx, {
              actorId: currentUser(request).id,
              action: 'user.create',
              subject: userSubject({ name: input.name, email }),
              detail: `Rol: ${ROLE_LABELS[input.role]}`,
            }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmail();
        throw error;
      }
      const user: AdminUser = { id, email, name: input.name, role: input.role };
      return user;
    });

    route(app, E.update, {}, async (request) => {
      const target = await findEditableUser(request.params.id);
      const input = request.body;
      const row = await updateUser(db, target.id, input, (tx, updated) =>
        recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'user.update',
          subject: userSubject(updated),
          detail: describeChanges([
            { label: 'Nombre', before: target.name, after: updated.name },
            { label: 'Rol', before: ROLE_LABELS[target.role], after: ROLE_LABELS[updated.role] },
          ]),
        }),
      );
      if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
      return row;
    });

    // A forced reset: the password stops working, the user is signed out now and gets a link to
    // choose a new one.
    route(app, E.forcePasswordReset, {}, async (request) => {
      const target = await findEditableUser(request.params.id);
      // The link's e-mail is queued in the reset's transaction, with the entry (see there).
      await forcePasswordReset(db, mail, publicUrl, target, (tx) =>
        recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'user.password_reset',
          subject: userSubject(target),
          detail: 'Contraseña anulada, enlace enviado y sesiones cerradas',
        }),
      );
      return { message: PASSWORD_MESSAGES.resetForced };
    });

    route(app, E.remove, {}, async (request) => {
      const target = await findEditableUser(request.params.id);
      // Sessions cascade with the user, so its cookie stops working at once.
      await deleteUser(db, target.id, (tx) =>
        recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'user.delete',
          subject: userSubject(target),
          detail: `Rol: ${ROLE_LABELS[target.role]}`,
        }),
      );
    });
  };
}
