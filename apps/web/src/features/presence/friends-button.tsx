import { Suspense, useId } from 'react';
import { useNavigate } from 'react-router';
import type { FriendJoinResponse } from '@authentic/core';
import { gamePathOf, rememberJoin } from '../../lib/friends-api';
import { FIND_FRIENDS_TEXTS as T } from './find-friends-texts';
import { FriendsPanel } from './presence-lazy';

/**
 * 'Friends' beside 'N here now', for a signed-in player: opens and closes the Friends panel. A Join
 * into this world is the game's to make (`onJoined` answers true); into another, its game opens.
 */
export function FriendsButton({
  onJoined,
  open,
  onOpenChange: setOpen,
}: {
  onJoined: (destination: FriendJoinResponse) => boolean;
  /** Open or not: the corner keeps one of 'Who is here' and Friends open at a time. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        className="presence-count friends-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {T.friendsPanel}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FriendsPanel
            id={panelId}
            onClose={() => setOpen(false)}
            onJoined={(destination) => {
              setOpen(false);
              if (onJoined(destination)) return;
              rememberJoin(destination);
              void navigate(gamePathOf(destination.worldId));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
