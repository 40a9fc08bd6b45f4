// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stepZoom, ZOOM_DEFAULT_TENTHS, ZOOM_MAX_TENTHS, ZOOM_MIN_TENTHS, zoomLabel, zoomPercent } from './zoom';

describe('zoom', () => {
  it('steps by 0.1 and stays between 0.5 and 2', () => {
    expect(zoomLabel(stepZoom(ZOOM_DEFAULT_TENTHS, 1))).toBe('1.1×');
    expect(zoomLabel(stepZoom(ZOOM_DEFAULT_TENTHS, -1))).toBe('0.9×');
    expect(stepZoom(ZOOM_MAX_TENTHS, 1)).toBe(ZOOM_MAX_TENTHS);
    expect(stepZoom(ZOOM_MIN_TENTHS, -1)).toBe(ZOOM_MIN_TENTHS);
    let tenths = ZOOM_DEFAULT_TENTHS;
    for (let i = 0; i < 30; i += 1) tenths = stepZoom(tenths, 1);
    expect(zoomLabel(tenths)).toBe('2.0×');
    for (let i = 0; i < 30; i += 1) tenths = stepZoom(tenths, -1);
    expect(zoomLabel(tenths)).toBe('0.5×');
  });

  it('reads as a percentage', () => {
    expect(zoomPercent(ZOOM_DEFAULT_TENTHS)).toBe('100%');
    expect(zoomPercent(ZOOM_MIN_TENTHS)).toBe('50%');
    expect(zoomPercent(ZOOM_MAX_TENTHS)).toBe('200%');
  });
});
