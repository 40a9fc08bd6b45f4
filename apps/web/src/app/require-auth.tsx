import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-provider';
import { paths } from '../lib/paths';

/** Protected screens send a signed-out player to /login, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.isAuthenticated) return children;
  const target = auth.expired ? `${paths.login}?expired=true` : paths.login;
  return <Navigate to={target} replace state={{ from: `${location.pathname}${location.search}` }} />;
}
