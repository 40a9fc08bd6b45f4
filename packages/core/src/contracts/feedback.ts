import { z } from 'zod';
import { FEEDBACK_MESSAGES } from '../messages.js';

const LONG_TEXT = 5000;
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** Spec 02 §3: what the game knows about where the feedback came from. */
export const deviceInfoSchema = z.object({
  screenSize: z.string().max(50),
  userAgent: z.string().max(500),
  timestamp: z.string().max(50),
  mapLocation: z.string().max(200).optional().default(''),
  gameVersion: z.string().max(50),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const feedbackRequestSchema = z.object({
  gameplay: z
    .string({ error: FEEDBACK_MESSAGES.gameplayRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.gameplayRequired)
    .max(LONG_TEXT),
  bugs: optionalText(LONG_TEXT),
  visual: optionalText(LONG_TEXT),
  performance: optionalText(LONG_TEXT),
  suggestions: optionalText(LONG_TEXT),
  email: z
    .union([z.literal(''), z.email()])
    .optional()
    .default(''),
  name: optionalText(100),
  deviceInfo: deviceInfoSchema,
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** Spec 01 §3: an error-log entry as the client keeps and sends it. */
export const errorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  level: z.enum(['info', 'warning', 'error', 'critical']),
  category: z.string().trim().min(1).max(50),
  timestamp: z.string().max(50),
  context: z.record(z.string(), z.unknown()).optional().default({}),
});
export type ErrorReport = z.input<typeof errorReportSchema>;
