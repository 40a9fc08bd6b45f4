/** Every route of spec 01 §2, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  artifacts: '/artifacts',
  artifact: (id: string) => `/artifacts/${encodeURIComponent(id)}`,
  profile: '/profile',
  /** Ours (issue 13): a player's public profile. */
  player: (username: string) => `/players/${encodeURIComponent(username)}`,
  game: '/game',
  /** Playing a player's world: its invite link (issue 34), for guests too. */
  worldPlay: (id: string) => `/game/${encodeURIComponent(id)}`,
  world: (id: string) => `/world/${encodeURIComponent(id)}`,
  /** Ours (issue 25): the world builder, for the world's owner. */
  worldEdit: (id: string) => `/world/${encodeURIComponent(id)}/edit`,
  createWorld: '/worlds/create',
  /** Ours (issue 34): every public world, open to guests. */
  explore: '/explore',
  /** Ours (issue 23): the moderators' reports and log. */
  moderation: '/moderation',
} as const;

/** The nav bar shows Inventory and Quotes on paths containing /world or /game. */
export function isPlayPath(pathname: string): boolean {
  return pathname.includes('/world') || pathname.includes('/game');
}
