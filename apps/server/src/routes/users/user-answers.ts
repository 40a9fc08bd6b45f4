import { errorAnswers } from '../error-answers.js';

/** The refusals every `/api/users` game route declares (the avatar and the character add 413). */
export const userErrors = errorAnswers(400, 401, 403, 404, 409, 422);
