import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Tabs } from '../../ui/tabs';
import { useAuth } from '../../lib/auth-provider';
import { AchievementsTab } from './achievements-tab';
import { FriendsTab } from './friends-tab';
import { GameStatsTab } from './game-stats-tab';
import { PROFILE_TEXTS } from './profile-texts';
import { SettingsTab } from './settings-tab';
import './profile.css';

const TABS = [
  { key: 'settings', label: PROFILE_TEXTS.tabSettings },
  { key: 'stats', label: PROFILE_TEXTS.tabStats },
  { key: 'achievements', label: PROFILE_TEXTS.tabAchievements },
  { key: 'friends', label: PROFILE_TEXTS.tabFriends },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/**
 * Spec 01 §2: a login/register prompt when signed out; signed in, the three tabs of the spec and our
 * Friends tab (decision 0223). The open tab is in the address (?tab=), so a reload keeps it.
 */
export function ProfilePage() {
  useDocumentTitle(PROFILE_TEXTS.profile);
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'settings';

  if (!auth.isAuthenticated || !auth.user) return <SignedOutProfile />;
  const user = auth.user;
  return (
    <section className="panel page-panel profile-page" aria-labelledby="page-title">
      <h1 id="page-title">{PROFILE_TEXTS.profile}</h1>
      <Tabs
        label={PROFILE_TEXTS.sections}
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
      <h1 id="page-title">{PROFILE_TEXTS.profile}</h1>
      <p>{PROFILE_TEXTS.signedOutIntro}</p>
      <p>{PROFILE_TEXTS.signedOutGuest}</p>
      <div className="button-row">
        <Link to={paths.login} state={from} className="button button-primary">
          {PROFILE_TEXTS.login}
        </Link>
        <Link to={paths.register} state={from} className="button">
          {PROFILE_TEXTS.register}
        </Link>
        <Link to={paths.game} className="button">
          {PROFILE_TEXTS.playAsGuest}
        </Link>
      </div>
    </section>
  );
}
