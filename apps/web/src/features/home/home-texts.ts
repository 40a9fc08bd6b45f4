/** Words of the home page (issue 35: texts in catalogues); the spec's messages stay in core's HOME_MESSAGES. */
export const HOME_TEXTS = {
  title: 'Authentic Internet',
  lead:
    'Remember when the internet was a place you explored, not a feed that explored you? This is a small world built ' +
    'the old way: no ads, no tracking, no selling your data. Just a map to walk, characters with something worth ' +
    'saying, and the things other players leave behind.',
  pillarsTitle: 'What we stand for',
  keepProgress: 'Keep your progress',
  keepProgressText:
    'Play as a guest right away, or sign in so your experience, artifacts and saved quotes follow you to any device.',
  login: 'Login',
  register: 'Register',
  categoryQuote: (category: string) => `${category} quote`,
} as const;
