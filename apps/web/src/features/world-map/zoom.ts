/** Spec 01 §2/§9: zoom 0.5 to 2 in steps of 0.1. Kept in tenths so repeated steps never drift. */
export const ZOOM_MIN_TENTHS = 5;
export const ZOOM_MAX_TENTHS = 20;
export const ZOOM_DEFAULT_TENTHS = 10;

export function stepZoom(tenths: number, direction: 1 | -1): number {
  return Math.min(ZOOM_MAX_TENTHS, Math.max(ZOOM_MIN_TENTHS, Math.round(tenths) + direction));
}

export function zoomLabel(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}×`;
}

/** Spec 01 §9: the map spins for 3 s every 30 s. */
export const SPIN_EVERY_MS = 30_000;
export const SPIN_FOR_MS = 3_000;
