import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';

/**
 * Pages load when first visited, so each starts with only its own JavaScript (the game's first load
 * is measured by bench:render).
 */
const HomeRoute = lazy(async () => ({ default: (await import('./home-route')).HomeRoute }));
const LoginPage = lazy(async () => ({ default: (await import('../features/auth/login-page')).LoginPage }));
const ArtifactsPage = lazy(async () => ({
  default: (await import('../features/artifacts/artifacts-page')).ArtifactsPage,
}));
const ForgotPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
}));
const RegisterPage = lazy(async () => ({ default: (await import('../features/auth/register-page')).RegisterPage }));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
}));
const DashboardRoute = lazy(async () => ({ default: (await import('./dashboard-route')).DashboardRoute }));
const ProfilePage = lazy(async () => ({ default: (await import('../features/profile/profile-page')).ProfilePage }));
const PublicProfilePage = lazy(async () => ({
  default: (await import('../features/profile/public-profile-page')).PublicProfilePage,
}));
const CreateWorldPage = lazy(async () => ({
  default: (await import('../features/worlds/create-world-page')).CreateWorldPage,
}));
const WorldRoute = lazy(async () => ({ default: (await import('./world-route')).WorldRoute }));
const ModerationPage = lazy(async () => ({
  default: (await import('../features/moderation/moderation-page')).ModerationPage,
}));
const ExplorePage = lazy(async () => ({
  default: (await import('../features/explore/explore-page')).ExplorePage,
}));
const GameRoute = lazy(async () => ({ default: (await import('./game/game-route')).GameRoute }));
const WorldEditRoute = lazy(async () => ({ default: (await import('./world-edit-route')).WorldEditRoute }));

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
            <DashboardRoute />
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
      // Signed out, the profile shows its own login/register prompt (spec 01 §2).
      { path: 'profile', element: <ProfilePage /> },
      { path: 'players/:username', element: <PublicProfilePage /> },
      { path: 'explore', element: <ExplorePage /> },
      { path: 'game/:worldId?/:areaId?', element: <GameRoute /> },
      // Open to guests: an unlisted or public world's page and its invite link (issue 34).
      { path: 'world/:id', element: <WorldRoute /> },
      {
        path: 'world/:id/edit',
        element: (
          <RequireAuth>
            <WorldEditRoute />
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
      {
        path: 'moderation',
        element: (
          <RequireAuth>
            <ModerationPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
