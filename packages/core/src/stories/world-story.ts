import { z } from 'zod';
import { STORY_MESSAGES } from '../messages/stories.js';
import { STORY_LIMITS, storyKnotSchema, utf8Bytes } from './story-limits.js';

/** A world's one story (decision 0283): ink source its builder writes, compiled by the server at save. */
export const worldStorySchema = z.object({
  source: z.string().refine((text) => utf8Bytes(text) <= STORY_LIMITS.sourceBytes, STORY_MESSAGES.sourceTooLarge),
});
export type WorldStory = z.output<typeof worldStorySchema>;

/** A name shown over an NPC or on a book: one line of text. */
const storyName = z.string().trim().min(1).max(STORY_LIMITS.nameMax);

/** What an NPC of a world document may add to tell the story: a name and the knot it tells. */
export const worldDocNpcStoryFields = { name: storyName.optional(), knot: storyKnotSchema.optional() };

/** A story book lying on a map: reading it plays its knot. */
export const worldDocBookSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  knot: storyKnotSchema,
  title: storyName,
});
export type WorldDocBook = z.output<typeof worldDocBookSchema>;

export const worldDocBooksSchema = z.array(worldDocBookSchema).max(STORY_LIMITS.booksPerMap);
