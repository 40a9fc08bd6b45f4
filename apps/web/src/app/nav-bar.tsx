import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../ui/avatar';
import { isPlayPath, paths } from '../lib/paths';
import { APP_TEXTS } from './app-texts';

export interface NavUser {
  username: string;
  /** Their avatar, shown beside Profile. */
  avatar?: string | null;
  /** 'moderator' adds the Moderation link (issue 23). */
  role?: string;
}

export interface NavBarProps {
  /** The signed-in player, or null for a guest. */
  user: NavUser | null;
  onLogout?: () => void;
}

/** Window events the game screen listens for (spec 01 §2, navigation bar). */
export const NAV_EVENTS = { inventory: 'showInventory', quotes: 'showQuotes' } as const;

export function NavBar({ user, onLogout }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  return (
    <header className="site-header">
      <nav className="nav" aria-label={APP_TEXTS.mainNav}>
        <Link to={paths.home} className="nav-brand" onClick={close}>
          <span className="nav-brand-mark" aria-hidden="true" />
          {APP_TEXTS.brand}
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? APP_TEXTS.closeMenu : APP_TEXTS.menu}
          onClick={() => setOpen((value) => !value)}
        >
          {/* One short word in both states keeps the button's size and place; the bars turn into a cross. */}
          <span className="nav-toggle-bars" aria-hidden="true" />
          <span aria-hidden="true">{APP_TEXTS.menu}</span>
        </button>
        <ul id={menuId} className="nav-menu" data-open={open}>
          {isPlayPath(pathname) && (
            <>
              <li>
                <button
                  type="button"
                  className="nav-action"
                  onClick={() => window.dispatchEvent(new Event(NAV_EVENTS.inventory))}
                >
                  {APP_TEXTS.inventory}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className="nav-action"
                  onClick={() => window.dispatchEvent(new Event(NAV_EVENTS.quotes))}
                >
                  {APP_TEXTS.quotes}
                </button>
              </li>
            </>
          )}
          <li>
            <NavLink to={paths.explore} onClick={close}>
              {APP_TEXTS.explore}
            </NavLink>
          </li>
          {user ? (
            <>
              <li>
                <NavLink to={paths.dashboard} onClick={close}>
                  {APP_TEXTS.dashboard}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.artifacts} onClick={close}>
                  {APP_TEXTS.artifacts}
                </NavLink>
              </li>
              {user.role === 'moderator' && (
                <li>
                  <NavLink to={paths.moderation} onClick={close}>
                    {APP_TEXTS.moderation}
                  </NavLink>
                </li>
              )}
              <li>
                <NavLink to={paths.profile} onClick={close} className="nav-profile">
                  <Avatar src={user.avatar ?? null} name={user.username} size={24} />
                  {APP_TEXTS.profile}
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className="nav-action"
                  onClick={() => {
                    close();
                    onLogout?.();
                  }}
                >
                  {APP_TEXTS.logout}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to={paths.login} onClick={close}>
                  {APP_TEXTS.login}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.register} onClick={close}>
                  {APP_TEXTS.register}
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
