import type { FastifyPluginAsync } from 'fastify';
import { avatarRoute, characterRoutes } from './character.js';
import { gameProgressRoutes, savedProgressRoute } from './game-progress.js';
import { shareQuotesRoute } from './share-quotes.js';

export { AVATAR_MAX_BYTES } from './avatar-form.js';
export { SHARE_QUOTES_PER_ACCOUNT } from './share-quotes.js';

/** The signed-in player's own character, game state, experience, achievements and progress. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  gameProgressRoutes(app);
  avatarRoute(app);
  shareQuotesRoute(app);
  savedProgressRoute(app);
  characterRoutes(app);
};
