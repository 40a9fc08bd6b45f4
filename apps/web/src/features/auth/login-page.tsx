import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PlaceholderPage } from '../../ui/placeholder-page';

export function LoginPage() {
  return (
    <PlaceholderPage title="Login">
      <p>Accounts open soon. Until then you can play as a guest.</p>
      <p>
        <Link to={paths.game}>Play as a guest</Link> · <Link to={paths.register}>Register</Link> ·{' '}
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </p>
    </PlaceholderPage>
  );
}
