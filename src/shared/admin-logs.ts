import { z } from 'zod';
import { PagingQuerySchema } from './admin-orders';
import { endpoints } from './endpoint';

/** The admin logs' contract: schemas and messages. */
export const ADMIN_LOG_MESSAGES = {
  loadError: 'Error al cargar los logs de autenticación',
  clearError: 'Error al limpiar los logs',
  onlySuperAdmin: 'Solo el super_admin puede limpiar los logs',
  noUser: 'No hay usuario autenticado',
  confirmClear: 'Esta acción no se puede deshacer.',
  empty: 'No hay logs de autenticación para mostrar.',
  cleared: 'Historial de logs eliminado',
} as const;

export const AUTH_EVENT_TYPES = [
  'login',
  'logout',
  'password_change',
  'password_reset',
  'login_failed',
  'login_throttled',
] as const;
export type AuthEventType = (typeof AUTH_EVENT_TYPES)[number];
export const AUTH_EVENT_LABELS: Record<AuthEventType, string> = {
  login: 'Inicio de sesión',
  logout: 'Cierre de sesión',
  password_change: 'Cambio de contraseña',
  password_reset: 'Restablecimiento de contraseña',
  login_failed: 'Inicio de sesión fallido',
  login_throttled: 'Inicio de sesión bloqueado',
};

export const ADMIN_LOGS_PAGE_SIZES = [25, 50, 100] as const;

/** GET /api/admin/logs query string. */
export const AdminLogsQuerySchema = PagingQuerySchema;
export type AdminLogsQuery = z.infer<typeof AdminLogsQuerySchema>;

export const AuthLogSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  role: z.string(),
  eventType: z.enum(AUTH_EVENT_TYPES),
  userAgent: z.string(),
  /** The user agent as the server's parser reads it ('Chrome 140', 'Windows 10 (escritorio)'). */
  browser: z.string(),
  system: z.string(),
  timestamp: z.string(),
});
export type AuthLog = z.infer<typeof AuthLogSchema>;

export const AuthLogListSchema = z.object({
  logs: z.array(AuthLogSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuthLogList = z.infer<typeof AuthLogListSchema>;

export const ClearLogsResponseSchema = z.object({ deleted: z.number().int() });

/** The browser column shows the first token of the user agent ('Mozilla/5.0'). */
export function browserToken(userAgent: string): string {
  return userAgent.trim().split(/\s+/)[0] ?? '';
}

/** /api/admin/logs: the authentication log, super_admin only. */
export const adminLogEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/logs',
    query: AdminLogsQuerySchema,
    response: AuthLogListSchema,
  },
  clear: { method: 'DELETE', path: '/api/admin/logs', response: ClearLogsResponseSchema },
});
