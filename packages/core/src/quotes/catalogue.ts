import type { QuoteCategory } from './categories.js';

export { QUOTE_CATEGORIES, type QuoteCategory } from './categories.js';

export interface BuiltInQuote {
  /** Stable: saved collections and tests refer to it. */
  id: string;
  text: string;
  author: string;
  /** The work (and year) the words come from. */
  source?: string;
  category: QuoteCategory;
}

/**
 * Five quotes per category, all public domain (decision 0111). The order
 * interleaves the categories so that the quote of the day changes category
 * from one day to the next.
 */
export const BUILT_IN_QUOTES: readonly BuiltInQuote[] = [
  {
    id: 'inspiration-thoreau-dreams',
    text: 'If one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.',
    author: 'Henry David Thoreau',
    source: 'Walden (1854)',
    category: 'inspiration',
  },
  {
    id: 'wisdom-franklin-well-done',
    text: 'Well done is better than well said.',
    author: 'Benjamin Franklin',
    source: "Poor Richard's Almanack (1737)",
    category: 'wisdom',
  },
  {
    id: 'literary-dickens-best-of-times',
    text: 'It was the best of times, it was the worst of times.',
    author: 'Charles Dickens',
    source: 'A Tale of Two Cities (1859)',
    category: 'literary',
  },
  {
    id: 'nature-emerson-woods',
    text: 'In the woods, we return to reason and faith.',
    author: 'Ralph Waldo Emerson',
    source: 'Nature (1836)',
    category: 'nature',
  },
  {
    id: 'inspiration-emerson-trust-thyself',
    text: 'Trust thyself: every heart vibrates to that iron string.',
    author: 'Ralph Waldo Emerson',
    source: 'Self-Reliance (1841)',
    category: 'inspiration',
  },
  {
    id: 'wisdom-shakespeare-fool',
    text: 'The fool doth think he is wise, but the wise man knows himself to be a fool.',
    author: 'William Shakespeare',
    source: 'As You Like It, Act 5, Scene 1',
    category: 'wisdom',
  },
  {
    id: 'literary-austen-truth-acknowledged',
    text: 'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.',
    author: 'Jane Austen',
    source: 'Pride and Prejudice (1813)',
    category: 'literary',
  },
  {
    id: 'nature-wordsworth-daffodils',
    text: "I wandered lonely as a cloud / That floats on high o'er vales and hills, / When all at once I saw a crowd, / A host, of golden daffodils.",
    author: 'William Wordsworth',
    source: 'I Wandered Lonely as a Cloud (1815)',
    category: 'nature',
  },
  {
    id: 'inspiration-longfellow-footprints',
    text: 'Lives of great men all remind us / We can make our lives sublime, / And, departing, leave behind us / Footprints on the sands of time.',
    author: 'Henry Wadsworth Longfellow',
    source: 'A Psalm of Life (1838)',
    category: 'inspiration',
  },
  {
    id: 'wisdom-pope-to-err',
    text: 'To err is human, to forgive, divine.',
    author: 'Alexander Pope',
    source: 'An Essay on Criticism (1711)',
    category: 'wisdom',
  },
  {
    id: 'literary-bronte-no-bird',
    text: 'I am no bird; and no net ensnares me: I am a free human being with an independent will.',
    author: 'Charlotte Brontë',
    source: 'Jane Eyre (1847)',
    category: 'literary',
  },
  {
    id: 'nature-blake-grain-of-sand',
    text: 'To see a World in a Grain of Sand / And a Heaven in a Wild Flower, / Hold Infinity in the palm of your hand / And Eternity in an hour.',
    author: 'William Blake',
    source: 'Auguries of Innocence (1863)',
    category: 'nature',
  },
  {
    id: 'inspiration-dickinson-hope',
    text: 'Hope is the thing with feathers / That perches in the soul, / And sings the tune without the words, / And never stops at all.',
    author: 'Emily Dickinson',
    source: 'Poems, Second Series (1891)',
    category: 'inspiration',
  },
  {
    id: 'wisdom-thoreau-simplify',
    text: 'Our life is frittered away by detail. Simplify, simplify.',
    author: 'Henry David Thoreau',
    source: 'Walden (1854)',
    category: 'wisdom',
  },
  {
    id: 'literary-bronte-souls',
    text: 'Whatever our souls are made of, his and mine are the same.',
    author: 'Emily Brontë',
    source: 'Wuthering Heights (1847)',
    category: 'literary',
  },
  {
    id: 'nature-keats-poetry-of-earth',
    text: 'The poetry of earth is never dead.',
    author: 'John Keats',
    source: 'On the Grasshopper and Cricket (1817)',
    category: 'nature',
  },
  {
    id: 'inspiration-shakespeare-greatness',
    text: "Be not afraid of greatness: some are born great, some achieve greatness, and some have greatness thrust upon 'em.",
    author: 'William Shakespeare',
    source: 'Twelfth Night, Act 2, Scene 5',
    category: 'inspiration',
  },
  {
    id: 'wisdom-socrates-unexamined-life',
    text: 'The life which is unexamined is not worth living.',
    author: 'Socrates',
    source: 'Plato, Apology (tr. Benjamin Jowett, 1871)',
    category: 'wisdom',
  },
  {
    id: 'literary-melville-ishmael',
    text: 'Call me Ishmael.',
    author: 'Herman Melville',
    source: 'Moby-Dick (1851)',
    category: 'literary',
  },
  {
    id: 'nature-byron-pathless-woods',
    text: 'There is a pleasure in the pathless woods, / There is a rapture on the lonely shore, / There is society, where none intrudes, / By the deep Sea, and music in its roar: / I love not Man the less, but Nature more.',
    author: 'Lord Byron',
    source: "Childe Harold's Pilgrimage, Canto IV (1818)",
    category: 'nature',
  },
];

export function quotesInCategory(category: QuoteCategory): readonly BuiltInQuote[] {
  return BUILT_IN_QUOTES.filter((quote) => quote.category === category);
}
