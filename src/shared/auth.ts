import { z } from 'zod';

export const ROLES = ['editor', 'super_admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const ROLE_LABELS: Record<Role, string> = { super_admin: 'Super Admin', editor: 'Editor' };

export const LOGIN_MESSAGES = {
  invalidEmail: 'El correo electrónico no es válido.',
  userNotFound: 'No existe una cuenta con este correo electrónico.',
  wrongPassword: 'La contraseña es incorrecta.',
  notAdmin: 'No tienes permisos de administrador.',
  /** After a super_admin's forced reset: the old password no longer works, whatever is typed. */
  resetRequired:
    'Un administrador restableció tu contraseña. Elegí una nueva con el enlace que te enviamos por correo (o pedí otro con "¿Olvidaste tu contraseña?").',
  generic: 'Error al iniciar sesión. Por favor, intenta nuevamente.',
  required: 'Este campo es obligatorio',
} as const;

export const LoginSchema = z.object({
  email: z
    .string(LOGIN_MESSAGES.required)
    .trim()
    .min(1, LOGIN_MESSAGES.required)
    .max(254, LOGIN_MESSAGES.invalidEmail)
    .pipe(z.email(LOGIN_MESSAGES.invalidEmail)),
  password: z.string(LOGIN_MESSAGES.required).min(1, LOGIN_MESSAGES.required).max(1024),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const MeResponseSchema = z.object({ user: SessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** POST /api/auth/login: the user, and whether a verification e-mail went out. */
export const LoginAnswerSchema = z.object({
  user: SessionUserSchema,
  verificationSent: z.boolean(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** GET /api/auth/verify?token=: a missing or oversized token is simply an invalid link. */
export const VerifyQuerySchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
});

export function isSuperAdmin(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'super_admin';
}
