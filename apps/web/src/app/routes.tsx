import { Navigate, type RouteObject } from 'react-router';
import { ArtifactsPage } from '../features/artifacts/artifacts-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ProfilePage } from '../features/profile/profile-page';
import { CreateWorldPage } from '../features/worlds/create-world-page';
import { WorldPage } from '../features/worlds/world-page';
import { GameRoute } from './game/game-route';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';
import { HomeRoute } from './home-route';

/**
 * The route table of spec 01 §2. Any other path goes to /. /reset-password is
 * ours: the page the e-mailed reset link opens (docs/decisions/0005).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      {
        path: 'artifacts',
        element: (
          <RequireAuth>
            <ArtifactsPage />
          </RequireAuth>
        ),
      },
      {
        path: 'artifacts/:id',
        element: (
          <RequireAuth>
            <ArtifactsPage />
          </RequireAuth>
        ),
      },
      {
        path: 'profile',
        element: (
          <RequireAuth>
            <ProfilePage />
          </RequireAuth>
        ),
      },
      { path: 'game/:worldId?/:areaId?', element: <GameRoute /> },
      {
        path: 'world/:id',
        element: (
          <RequireAuth>
            <WorldPage />
          </RequireAuth>
        ),
      },
      {
        path: 'worlds/create',
        element: (
          <RequireAuth>
            <CreateWorldPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
