import { useAuth } from '../features/auth/auth-provider';
import { HomePage } from '../features/home/home-page';

export function HomeRoute() {
  return <HomePage signedIn={useAuth().isAuthenticated} />;
}
