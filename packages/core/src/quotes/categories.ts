/**
 * The four quote categories of spec 01 §3 (Quote), as saved in a quote's `type`. Their own module,
 * so the contracts that check a category do not load the whole quote catalogue.
 */
export type QuoteCategory = 'inspiration' | 'wisdom' | 'literary' | 'nature';

export const QUOTE_CATEGORIES: readonly QuoteCategory[] = ['inspiration', 'wisdom', 'literary', 'nature'];
