import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function RegisterPage() {
  return (
    <PlaceholderPage title="Register">
      <p>Accounts open soon. Until then you can play as a guest.</p>
      <p>
        <Link to={paths.login}>Already have an account? Login</Link>
      </p>
    </PlaceholderPage>
  );
}
