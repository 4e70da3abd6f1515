import { z } from 'zod';
import { ADMIN_USER_MESSAGES, PASSWORD_MIN_LENGTH } from './admin-users';
import { LoginSchema } from './auth';

/** Staff passwords: changing one's own, and the "¿Olvidaste tu contraseña?" link by e-mail. */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Ingresá tu contraseña actual.',
  currentWrong: 'La contraseña actual no es correcta.',
  weak: ADMIN_USER_MESSAGES.weakPassword,
  tooLong: ADMIN_USER_MESSAGES.passwordTooLong,
  mismatch: 'Las contraseñas no coinciden.',
  sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual.',
  changed: 'Contraseña actualizada. Se cerraron tus otras sesiones.',
  resetRequested:
    'Si el correo corresponde a una cuenta del panel, te enviamos un enlace para restablecer la contraseña. El enlace vence en 1 hora.',
  resetInvalid: 'El enlace no es válido o ya venció. Pedí uno nuevo.',
  resetDone: 'Contraseña restablecida. Ya podés iniciar sesión.',
  resetForced:
    'Anulamos la contraseña del usuario, cerramos sus sesiones y le enviamos un enlace para elegir una nueva.',
  throttled:
    'Demasiados pedidos de restablecimiento. Por favor, esperá unos minutos e intentá nuevamente.',
  resetThrottled:
    'Demasiados intentos de restablecer la contraseña. Por favor, esperá 15 minutos e intentá nuevamente.',
} as const;

/** How long a reset link works, in minutes. */
export const RESET_LINK_MINUTES = 60;

const newPassword = z
  .string(PASSWORD_MESSAGES.weak)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.weak)
  .max(1024, PASSWORD_MESSAGES.tooLong);

/** POST /api/auth/password (signed in). */
export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string(PASSWORD_MESSAGES.currentRequired)
    .min(1, PASSWORD_MESSAGES.currentRequired)
    .max(1024, PASSWORD_MESSAGES.tooLong),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** POST /api/auth/password-reset/request. */
export const ResetRequestSchema = z.object({ email: LoginSchema.shape.email });
export type ResetRequestInput = z.infer<typeof ResetRequestSchema>;

/** POST /api/auth/password-reset: the token from the link and the new password. */
export const ResetPasswordSchema = z.object({
  token: z
    .string(PASSWORD_MESSAGES.resetInvalid)
    .min(20, PASSWORD_MESSAGES.resetInvalid)
    .max(200, PASSWORD_MESSAGES.resetInvalid),
  newPassword,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** The forms ask for the new password twice. */
const NEW_PASSWORD_TWICE = { newPassword, repeatPassword: z.string() };
const sameTwice = {
  check: (v: { newPassword: string; repeatPassword: string }) => v.newPassword === v.repeatPassword,
  issue: { message: PASSWORD_MESSAGES.mismatch, path: ['repeatPassword'] },
};

export const ChangePasswordFormSchema = z
  .object({ currentPassword: ChangePasswordSchema.shape.currentPassword, ...NEW_PASSWORD_TWICE })
  .refine(sameTwice.check, sameTwice.issue);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const ResetPasswordFormSchema = z
  .object(NEW_PASSWORD_TWICE)
  .refine(sameTwice.check, sameTwice.issue);
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
