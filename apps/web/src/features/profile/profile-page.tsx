import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Tabs } from '../../ui/tabs';
import { useAuth } from '../../lib/auth-provider';
import { AchievementsTab } from './achievements-tab';
import { FriendsTab } from './friends-tab';
import { GameStatsTab } from './game-stats-tab';
import { SettingsTab } from './settings-tab';
import './profile.css';

const TABS = [
  { key: 'settings', label: 'Profile Settings' },
  { key: 'stats', label: 'Game Stats' },
  { key: 'achievements', label: 'Achievements' },
  { key: 'friends', label: 'Friends' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/**
 * Spec 01 §2: a login/register prompt when signed out; signed in, the three tabs of the spec and our
 * Friends tab (decision 0223). The open tab is in the address (?tab=), so a reload keeps it.
 */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'settings';

  if (!auth.isAuthenticated || !auth.user) return <SignedOutProfile />;
  const user = auth.user;
  return (
    <section className="panel page-panel profile-page" aria-labelledby="page-title">
      <h1 id="page-title">Profile</h1>
      <Tabs
        label="Profile sections"
        tabs={TABS}
        selected={tab}
        onSelect={(key) => setParams(key === 'settings' ? {} : { tab: key }, { replace: true })}
      >
        {tab === 'settings' && <SettingsTab user={user} />}
        {tab === 'stats' && <GameStatsTab />}
        {tab === 'achievements' && <AchievementsTab />}
        {tab === 'friends' && <FriendsTab userId={user.id} />}
      </Tabs>
    </section>
  );
}

function SignedOutProfile() {
  const from = { from: paths.profile };
  return (
    <section className="panel page-panel profile-page" aria-labelledby="page-title">
      <h1 id="page-title">Profile</h1>
      <p>Log in or register to see your profile: your avatar, game stats, achievements and friends.</p>
      <p>As a guest you can still play the game; your progress stays in this browser.</p>
      <div className="button-row">
        <Link to={paths.login} state={from} className="button button-primary">
          Login
        </Link>
        <Link to={paths.register} state={from} className="button">
          Register
        </Link>
        <Link to={paths.game} className="button">
          Play as a guest
        </Link>
      </div>
    </section>
  );
}
