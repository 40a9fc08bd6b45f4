/** Words of the app's shell: the navigation bar, the layout's retry, skip link and footer (issue 35). */
export const APP_TEXTS = {
  mainNav: 'Main',
  brand: 'Authentic Internet',
  menu: 'Menu',
  closeMenu: 'Close menu',
  inventory: 'Inventory',
  quotes: 'Quotes',
  explore: 'Explore',
  dashboard: 'Dashboard',
  artifacts: 'Artifacts',
  moderation: 'Moderation',
  profile: 'Profile',
  logout: 'Logout',
  login: 'Login',
  register: 'Register',
  retry: 'Retry',
  skipToContent: 'Skip to content',
  footerPromise: 'No ads. No tracking. No data selling.',
  sendFeedback: 'Send feedback',
  /** While the pixel editor for a world character's look loads. */
  drawerLoading: 'Opening the pixel editor…',
} as const;
