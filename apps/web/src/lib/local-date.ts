/** The player's local calendar date, '2025-03-14': daily quotes change at their midnight (decision 0112). */
export function localDateIso(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
