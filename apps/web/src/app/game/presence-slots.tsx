import { PresenceChat, PresenceCount } from '../../features/presence/presence-hud';
import type { PresenceSession } from './use-presence';

const backToMap = () => document.querySelector<HTMLElement>('.game-stage')?.focus({ preventScroll: true });

/** Live presence's two places on the game screen: the count in the HUD's corner, the chat over the map. */
export function presenceSlots(presence: PresenceSession, signedIn: boolean) {
  return {
    corner: (
      <PresenceCount
        snapshot={presence.snapshot}
        signedIn={signedIn}
        choice={presence.choice}
        here={presence.here}
        onBackToMap={backToMap}
        notices={presence.friendNotices}
        onJoined={presence.goTo}
      />
    ),
    dock: (
      <PresenceChat
        snapshot={presence.snapshot}
        signedIn={signedIn}
        onSay={presence.say}
        onEmote={presence.emote}
        iconFor={presence.iconFor}
        onLeaveChat={backToMap}
      />
    ),
  };
}
