import { LoginAnswerSchema, LoginSchema } from './auth';
import { endpoints } from './endpoint';
import { ChangePasswordSchema, ResetPasswordSchema, ResetRequestSchema } from './passwords';
import { MessageAnswerSchema } from './route-schemas';

/**
 * /api/auth: signing in and out, one's own password and the "¿Olvidaste tu contraseña?" link
 * (the admin's screens only; who is signed in is in storefront-endpoints.ts, zod-free).
 */
export const authEndpoints = endpoints({
  login: {
    method: 'POST',
    path: '/api/auth/login',
    body: LoginSchema,
    response: LoginAnswerSchema,
  },
  logout: { method: 'POST', path: '/api/auth/logout', response: null },
  changePassword: {
    method: 'POST',
    path: '/api/auth/password',
    body: ChangePasswordSchema,
    response: null,
  },
  /** The same 202 whether or not the address has an account. */
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/password-reset/request',
    body: ResetRequestSchema,
    response: MessageAnswerSchema,
    status: [202],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/password-reset',
    body: ResetPasswordSchema,
    response: null,
  },
});
