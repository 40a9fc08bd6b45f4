import { Navigate, type RouteObject } from 'react-router';
import { ArtifactsPage } from '../features/artifacts/artifacts-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { GamePage } from '../features/game/game-page';
import { HomePage } from '../features/home/home-page';
import { ProfilePage } from '../features/profile/profile-page';
import { CreateWorldPage } from '../features/worlds/create-world-page';
import { WorldPage } from '../features/worlds/world-page';
import { Layout } from './layout';

/** The route table of spec 01 §2. Any other path goes to /. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'artifacts', element: <ArtifactsPage /> },
      { path: 'artifacts/:id', element: <ArtifactsPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'game/:worldId?/:areaId?', element: <GamePage /> },
      { path: 'world/:id', element: <WorldPage /> },
      { path: 'worlds/create', element: <CreateWorldPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
