import { GAME_VERSION, type DeviceInfo, type FeedbackRequest } from '@authentic/core';
import { apiRequest } from './api-client';

export type FeedbackFields = Omit<FeedbackRequest, 'deviceInfo'>;

/** Feedback that could not be sent waits here and goes out with the next one that can. */
export const PENDING_FEEDBACK_KEY = 'pendingFeedback';

export function deviceInfo(mapLocation: string, now: Date = new Date()): DeviceInfo {
  return {
    screenSize: `${window.innerWidth}x${window.innerHeight}`,
    userAgent: navigator.userAgent.slice(0, 500),
    timestamp: now.toISOString(),
    mapLocation: mapLocation.slice(0, 200),
    gameVersion: GAME_VERSION,
  };
}

export function readPendingFeedback(): FeedbackRequest[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(PENDING_FEEDBACK_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as FeedbackRequest[]) : [];
  } catch {
    return [];
  }
}

function writePendingFeedback(entries: FeedbackRequest[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(PENDING_FEEDBACK_KEY);
    else localStorage.setItem(PENDING_FEEDBACK_KEY, JSON.stringify(entries.slice(-20)));
  } catch {
    // Storage full or blocked: nothing more we can do locally.
  }
}

/**
 * Sends feedback; on failure keeps it locally (spec 02 §4) and reports
 * `saved: 'locally'`. Either way the player is thanked.
 */
export async function sendFeedback(entry: FeedbackRequest): Promise<{ saved: 'server' | 'locally' }> {
  try {
    await apiRequest('/api/feedback', { body: entry });
  } catch {
    writePendingFeedback([...readPendingFeedback(), entry]);
    return { saved: 'locally' };
  }
  const pending = readPendingFeedback();
  const stillPending: FeedbackRequest[] = [];
  for (const waiting of pending) {
    await apiRequest('/api/feedback', { body: waiting }).catch(() => stillPending.push(waiting));
  }
  writePendingFeedback(stillPending);
  return { saved: 'server' };
}
