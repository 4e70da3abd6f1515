import type { ShopModule } from '../module';
import { adminActivityRoutes } from './activity-routes';
import { authRoutes } from './auth-routes';
import { adminLogRoutes } from './log-routes';
import { passwordRoutes } from './password-routes';
import { adminUserRoutes } from './user-routes';

/** Signing in, passwords, users, the authentication log and the activity log. */
export const shopModule: ShopModule = {
  name: 'staff',
  routes: ({ db, mail, config: { publicUrl, secureCookies } }) => [
    { prefix: '/api/auth', plugin: authRoutes({ db, mail, publicUrl, secureCookies }) },
    { prefix: '/api/auth', plugin: passwordRoutes({ db, mail, publicUrl }) },
    { prefix: '/api/admin/users', plugin: adminUserRoutes(db, mail, publicUrl) },
    { prefix: '/api/admin/logs', plugin: adminLogRoutes(db) },
    { prefix: '/api/admin/activity', plugin: adminActivityRoutes(db) },
  ],
};
