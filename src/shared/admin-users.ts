import { z } from 'zod';
import { ROLES, RoleSchema } from './auth';
import { endpoints } from './endpoint';
import { MessageAnswerSchema, requiredLine, uuidParams } from './route-schemas';

/** The admin users' contract plus the messages of the admin users API. */
export const ADMIN_USER_MESSAGES = {
  loadError: 'Error al cargar los usuarios. Por favor, intenta nuevamente.',
  saveError: 'Error al guardar el usuario. Por favor, verifica los datos e intenta nuevamente.',
  deleteError: 'Error al eliminar el usuario. Por favor, intenta nuevamente.',
  confirmDelete: '¿Estás seguro de que deseas eliminar este usuario?',
  created: 'Usuario creado correctamente',
  updated: 'Usuario actualizado correctamente',
  deleted: 'Usuario eliminado correctamente',
  nameRequired: 'El nombre es obligatorio',
  invalidEmail: 'El correo electrónico no es válido.',
  weakPassword: 'La contraseña debe tener al menos 8 caracteres.',
  passwordTooLong: 'La contraseña es demasiado larga.',
  tooLong: 'El texto es demasiado largo',
  invalidRole: 'El rol no es válido.',
  onlyEditor: 'Solo se pueden crear o asignar usuarios con rol Editor.',
  duplicateEmail: 'Ya existe un usuario con este correo electrónico.',
  superAdminProtected: 'Los usuarios Super Admin no se pueden editar ni eliminar.',
  notFound: 'Usuario no encontrado',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema) });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserParamsSchema = uuidParams(ADMIN_USER_MESSAGES.notFound);

const NameSchema = requiredLine({
  max: 120,
  required: ADMIN_USER_MESSAGES.nameRequired,
  tooLong: ADMIN_USER_MESSAGES.tooLong,
});

/** Only editors are made here: the super_admin option is shown disabled. */
const EditorRoleSchema = z
  .enum(ROLES, ADMIN_USER_MESSAGES.invalidRole)
  .default('editor')
  .refine((role) => role === 'editor', {
    message: ADMIN_USER_MESSAGES.onlyEditor,
  });

/** POST /api/admin/users. */
export const CreateUserSchema = z.object({
  name: NameSchema,
  email: z
    .string(ADMIN_USER_MESSAGES.invalidEmail)
    .trim()
    .max(254, ADMIN_USER_MESSAGES.invalidEmail)
    .pipe(z.email(ADMIN_USER_MESSAGES.invalidEmail)),
  password: z
    .string(ADMIN_USER_MESSAGES.weakPassword)
    .min(PASSWORD_MIN_LENGTH, ADMIN_USER_MESSAGES.weakPassword)
    .max(1024, ADMIN_USER_MESSAGES.passwordTooLong),
  role: EditorRoleSchema,
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;

/** PATCH /api/admin/users/:id: only name and role are saved. */
export const UpdateUserSchema = z.object({
  name: NameSchema,
  role: EditorRoleSchema,
});
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;

/** /api/admin/users, super_admin only. */
export const adminUserEndpoints = endpoints({
  list: { method: 'GET', path: '/api/admin/users', response: AdminUserListSchema },
  create: {
    method: 'POST',
    path: '/api/admin/users',
    body: CreateUserSchema,
    response: AdminUserSchema,
    status: [201],
  },
  update: {
    method: 'PATCH',
    path: '/api/admin/users/:id',
    params: AdminUserParamsSchema,
    body: UpdateUserSchema,
    response: AdminUserSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    params: AdminUserParamsSchema,
    response: null,
  },
  /** The user gets a link to choose a new password and is signed out everywhere. */
  forcePasswordReset: {
    method: 'POST',
    path: '/api/admin/users/:id/password-reset',
    params: AdminUserParamsSchema,
    response: MessageAnswerSchema,
    status: [202],
  },
});
