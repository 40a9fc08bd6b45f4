/** Words of the dashboard (issue 35: texts in catalogues). */
export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  welcome: 'Welcome',
  welcomeBack: 'Welcome back',
  viewProfile: 'View Profile',
  continueAdventure: 'Continue Adventure',
  quoteOfTheDay: 'Quote of the day',
  level: (level: number) => `Level ${level}`,
} as const;
