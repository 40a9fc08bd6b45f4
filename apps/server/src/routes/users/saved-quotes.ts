import { isDuplicateQuote, isGuideTip, NPC_TALK_TEXTS, withoutGuideTips, type SavedQuoteDto } from '@authentic/core';

export type SavedQuotesCheck = { ok: true; quotes: SavedQuoteDto[] } | { ok: false; status: 422; message: string };

/**
 * A collection sent to replace the stored one (decision 0244): a guide's tip is directions, not a
 * quote, so one the player did not have before is refused with 422; tips saved before this rule
 * are dropped quietly, so an older client that sends its whole list back can still save.
 */
export function checkSavedQuotes(stored: readonly SavedQuoteDto[], incoming: SavedQuoteDto[]): SavedQuotesCheck {
  const newTip = incoming.find((quote) => isGuideTip(quote) && !isDuplicateQuote(stored, quote));
  if (newTip) return { ok: false, status: 422, message: NPC_TALK_TEXTS.guideTipNotSaved };
  return { ok: true, quotes: withoutGuideTips(incoming) };
}
