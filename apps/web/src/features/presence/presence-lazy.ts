import { lazyWithPreload } from '../../lib/lazy-with-preload';

// A player's card and the Friends panel open only when asked for, so they load after the game is
// playable (decision 0254); the game screen preloads them a moment after, so they open at once.
export const PlayerCard = lazyWithPreload(
  () => import('./player-card'),
  (m) => m.PlayerCard,
);
export const FriendsPanel = lazyWithPreload(
  () => import('./friends-panel'),
  (m) => m.FriendsPanel,
);

/** Fetches the card and the Friends panel (the game screen calls it with its other dialogs). */
export const preloadPresencePanels = () => Promise.all([PlayerCard.preload(), FriendsPanel.preload()]);
