import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { AuthContext } from './context.js';
import { loginRoutes } from './login.js';
import { passwordResetRoutes } from './password-reset.js';
import { authLimits } from './rate-limits.js';
import { registerRoute } from './register.js';
import { logoutRoutes, refreshRoute } from './sessions.js';

export interface AuthRouteOptions {
  config: Config;
}

/** The account routes, one module per action; they share the limits and the sign-in of `context.ts`. */
export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { config }) => {
  const db = app.database.db;
  const context: AuthContext = { app, db, config, limits: authLimits(app, db, config) };
  registerRoute(context);
  await loginRoutes(context);
  refreshRoute(context);
  logoutRoutes(context);
  passwordResetRoutes(context);
};
