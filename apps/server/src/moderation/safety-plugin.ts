import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { SafetyEvents } from '../realtime/seams.js';
import { createWordFilter, type WordFilterOptions } from './word-filter.js';

/**
 * Decorates `app.safetyEvents` (what live presence listens to: 'relations' after a block or mute
 * changes, 'moderation' after a moderator mutes or suspends) and `app.wordFilter` (the configured
 * filter every name, artifact text, comment and chat line goes through). Registered before the
 * routes and before the presence plugin, which reads both.
 */
export const safetyPlugin = fp<{ wordFilter: WordFilterOptions }>(
  async (app, options) => {
    const events = new EventEmitter() as SafetyEvents;
    // Presence may listen once per room or socket; a plain warning at 10 listeners would be noise.
    events.setMaxListeners(0);
    app.decorate('safetyEvents', events);
    app.decorate('wordFilter', createWordFilter(options.wordFilter));
    app.addHook('onClose', async () => {
      events.removeAllListeners();
    });
  },
  { name: 'safety' },
);
