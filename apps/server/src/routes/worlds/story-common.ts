import type { StoryPlace, WorldDoc } from '@authentic/core';
import { STORY_MESSAGES, worldDocMapSize } from '@authentic/core';
import type { Db } from '../../db/client.js';
import type { StoryBuild } from '../../db/story-builds-repository.js';
import { readVersion } from '../../db/world-docs-repository.js';
import type { WorldRow } from '../../db/worlds-repository.js';
import type { StoryRunner } from '../../replay/story-runner.js';
import { httpError } from './access.js';
import { storyBuild } from './story-check.js';

/** What a turn needs of a published version: its story's source and where each knot is told. */
export interface PublishedStory {
  version: number;
  source: string;
  /** Per knot, the places (maps) where a character or book tells it. */
  places: Map<string, StoryPlace[]>;
}

type Area = StoryPlace['patrols'][number];

function placesOf(doc: WorldDoc): Map<string, StoryPlace[]> {
  const places = new Map<string, StoryPlace[]>();
  for (const map of doc.maps) {
    const { width, height } = worldDocMapSize(map);
    const here = new Map<string, Area[]>();
    const patrolsOf = (knot: string): Area[] => {
      let patrols = here.get(knot);
      if (!patrols) {
        patrols = [];
        here.set(knot, patrols);
        places.set(knot, [...(places.get(knot) ?? []), { mapId: map.id, width, height, patrols }]);
      }
      return patrols;
    };
    for (const npc of map.npcs) {
      if (npc.knot === undefined) continue;
      patrolsOf(npc.knot).push(npc.patrol ?? { startX: npc.x, startY: npc.y, width: 1, height: 1 });
    }
    for (const book of map.books ?? []) patrolsOf(book.knot);
  }
  return places;
}

/** Published versions' stories, by world and version: a turn does not read a whole document again. */
const PUBLISHED_KEPT = 256;
const published = new Map<string, PublishedStory | null>();

/** The published version's story of a world the viewer may see; a 404 when it has none. */
export async function publishedStory(
  db: Db,
  world: Pick<WorldRow, 'id' | 'publishedVersion'>,
): Promise<PublishedStory> {
  const version = world.publishedVersion;
  if (version === null) throw httpError(404, STORY_MESSAGES.none);
  const key = `${world.id} ${version}`;
  let story = published.get(key);
  if (story === undefined) {
    const doc = await readVersion(db, world.id, version);
    story = doc?.story ? { version, source: doc.story.source, places: placesOf(doc) } : null;
    if (published.size >= PUBLISHED_KEPT) published.delete(published.keys().next().value!);
    published.set(key, story);
  }
  if (!story) throw httpError(404, STORY_MESSAGES.none);
  return story;
}

/** The compiled story of a published source: from the cache, or compiled again on a thread. */
export async function publishedBuild(db: Db, runner: StoryRunner, source: string): Promise<StoryBuild> {
  const built = await storyBuild(db, runner, source);
  if (built.kind !== 'done')
    throw httpError(503, built.kind === 'busy' ? STORY_MESSAGES.busy : STORY_MESSAGES.notCompiledInTime);
  // A published story passed its checks when saved; one that fails now is answered as broken.
  if (!built.build) throw httpError(422, STORY_MESSAGES.storyError);
  return built.build;
}
