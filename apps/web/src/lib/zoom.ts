/**
 * Spec 01 §2/§9: zoom 0.5 to 2 in steps of 0.1 — the world-map overlay and the world page share it.
 * Kept in tenths so repeated steps never drift.
 */
export const ZOOM_MIN_TENTHS = 5;
export const ZOOM_MAX_TENTHS = 20;
export const ZOOM_DEFAULT_TENTHS = 10;

export function stepZoom(tenths: number, direction: 1 | -1): number {
  return Math.min(ZOOM_MAX_TENTHS, Math.max(ZOOM_MIN_TENTHS, Math.round(tenths) + direction));
}

/** As a factor, e.g. "1.2×" (the overlay). */
export function zoomLabel(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}×`;
}

/** As a percentage, e.g. "120%" (the world page). */
export function zoomPercent(tenths: number): string {
  return `${Math.round(tenths) * 10}%`;
}
