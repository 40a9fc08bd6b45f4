import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  docMapIdOfKey,
  doorKey,
  distance,
  type Emote,
  type PlacedNpc,
  type Position,
  type StoryDoor,
  type StoryEffect,
  type WorldDoc,
  type WorldDocBook,
  type WorldDocNpc,
  worldMapKey,
} from '@authentic/core';
import type { GameSnapshot, GameStore, OpenPanel } from '../../features/game/engine/game-store';
import type { NoticeSource } from '../../features/game/hud/game-notices';
import { TILE_PX, type Camera, type DecorLayer } from '../../features/game/render/renderer';
import { STORY_TEXTS } from '../../features/stories/story-texts';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { paintBook } from '../../lib/render/art/book';
import { emoteIcons } from '../../lib/render/art/emotes';
import { paintDoor } from '../../lib/render/art/door';
import { doorsAfter, storyClientFor } from '../../features/stories/story-client';
import { nearestNpcIndex, type StoryWalks } from './story-walks';

/** How long a story character's emote stays over its head. */
export const STORY_EMOTE_MS = 4000;

/** An emote a story played: over the character nearest `near` with this catalogue id, until `until`. */
export interface ShownEmote {
  npcId: string;
  near: Position;
  emote: Emote;
  until: number;
}

/** The emotes story characters show: one at a time per character, each for STORY_EMOTE_MS. */
export function storyEmotes() {
  let all: ShownEmote[] = [];
  return {
    play(npcId: string, near: Position, emote: Emote, nowMs: number) {
      all = [...all.filter((shown) => shown.npcId !== npcId), { npcId, near, emote, until: nowMs + STORY_EMOTE_MS }];
    },
    shown(nowMs: number): readonly ShownEmote[] {
      all = all.filter((shown) => shown.until > nowMs);
      return all;
    },
  };
}

// The story screens (and, for a guest, the ink runtime they import on the first turn) load only
// when a story opens: none of it is in the game's first load (decision 0283).
const CharacterStory = lazyWithPreload(
  () => import('../../features/stories/story-screens'),
  (m) => m.CharacterStory,
);
const BookStory = lazyWithPreload(
  () => import('../../features/stories/story-screens'),
  (m) => m.BookStory,
);

/** The external panel's name for a story book being read. */
export const STORY_BOOK_PANEL = 'storyBook';

/** The document's NPC a placed NPC came from: of its catalogue id on this map, the one placed nearest. */
export function storyNpcOf(doc: WorldDoc, mapId: string, npc: Pick<PlacedNpc, 'id' | 'position'>): WorldDocNpc | null {
  const map = doc.maps.find((candidate) => candidate.id === mapId);
  let best: WorldDocNpc | null = null;
  for (const placed of map?.npcs ?? []) {
    if (placed.npcId !== npc.id) continue;
    if (!best || distance(placed, npc.position) < distance(best, npc.position)) best = placed;
  }
  return best;
}

export function bookAt(doc: WorldDoc, mapId: string, { x, y }: Position): WorldDocBook | null {
  const map = doc.maps.find((candidate) => candidate.id === mapId);
  return map?.books?.find((book) => book.x === x && book.y === y) ?? null;
}

/** The notices a turn's effects show. */
export function effectNotices(effects: readonly StoryEffect[], speaker: string | null): string[] {
  return effects.flatMap((effect) => {
    switch (effect.kind) {
      case 'give':
        return [STORY_TEXTS.given(effect.item, effect.count)];
      case 'quest':
        return effect.first ? [STORY_TEXTS.questDone(effect.quest)] : [];
      case 'emote':
        return speaker ? [STORY_TEXTS.emoted(speaker, effect.emote)] : [];
      case 'open':
        return [STORY_TEXTS.doorOpened];
      case 'close':
        return [STORY_TEXTS.doorClosed];
      default:
        return [];
    }
  });
}

interface WorldStoryOptions {
  worldId: string;
  /** The keyed document the game walks (map ids are keys). */
  doc: WorldDoc;
  store: GameStore<string>;
  signedIn: boolean;
  /** This player's doors by `doorKey` of map key and cell, which the store's atlas walks by (decision 0296). */
  doors: Map<string, boolean>;
  /** Where `walk` tags send characters: the store's `steer`. */
  walks: StoryWalks;
}

/** Sets the player's doors from what the story keeps: the document's map ids become the game's map keys. */
export function applyDoors(doors: Map<string, boolean>, worldId: string, kept: readonly StoryDoor[]): void {
  for (const { mapId, x, y, open } of kept) doors.set(doorKey(worldMapKey(worldId, mapId), { x, y }), open);
}

/** The player's doors come from the story's keeper (the server, or this browser for a guest) once. */
function useKeptDoors(worldId: string, signedIn: boolean, doors: Map<string, boolean>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    storyClientFor(worldId, signedIn)
      .doors()
      .then((kept) => live && applyDoors(doors, worldId, kept))
      // Without them the map's own tiles decide until the next turn: nothing worse.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [worldId, signedIn, doors, enabled]);
}

/** Stepping onto a book opens it (once per arrival on its cell, and only when no panel is open). */
function useOpenBookUnderfoot(store: GameStore<string>, doc: WorldDoc, enabled: boolean) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const start = store.getSnapshot();
    last.current = `${start.mapId}:${start.position.x},${start.position.y}`;
    const stop = store.subscribe(() => {
      const { mapId, position, panel } = store.getSnapshot();
      const here = `${mapId}:${position.x},${position.y}`;
      if (here === last.current) return;
      last.current = here;
      const book = bookAt(doc, mapId, position);
      if (book && panel === null) store.openExternal(STORY_BOOK_PANEL, book);
    });
    return () => void stop();
  }, [store, doc, enabled]);
}

/**
 * A world's story in its game screen (decision 0283): NPCs with a knot tell it, books on the map are
 * drawn and read, and what a turn does is told on the notice line. Nothing when the world has no story.
 */
export function useWorldStory({ worldId, doc, store, signedIn, doors, walks }: WorldStoryOptions) {
  const hasStory = doc.story !== undefined;
  useKeptDoors(worldId, signedIn, doors, hasStory);
  const targets = useRef(new Set<(text: string) => void>());
  const notices = useCallback<NoticeSource>((show) => {
    const all = targets.current;
    all.add(show);
    return () => void all.delete(show);
  }, []);
  const [emotes] = useState(storyEmotes);
  const icons = useMemo(() => emoteIcons(TILE_PX / 16), []);
  // Books lie on their cells, under the characters (the few of a map: at most 16); an emote a story
  // played floats over its character's head, over everything, for STORY_EMOTE_MS.
  const decorate = useCallback(
    (ctx: CanvasRenderingContext2D, camera: Readonly<Camera>, layer: DecorLayer) => {
      if (!hasStory) return;
      const { mapId, npcs } = store.world;
      if (layer === 'ground') {
        for (const { x, y } of doc.maps.find((map) => map.id === mapId)?.books ?? []) {
          paintBook(ctx, Math.round(x * TILE_PX - camera.x), Math.round(y * TILE_PX - camera.y), TILE_PX);
        }
        const prefix = `${mapId}:`;
        for (const [key, open] of doors) {
          if (!key.startsWith(prefix)) continue;
          const [x = 0, y = 0] = key.slice(prefix.length).split(',').map(Number);
          paintDoor(ctx, Math.round(x * TILE_PX - camera.x), Math.round(y * TILE_PX - camera.y), TILE_PX, open);
        }
        return;
      }
      for (const shown of emotes.shown(performance.now())) {
        const npc = npcs[nearestNpcIndex(npcs, shown.npcId, shown.near)];
        if (!npc) continue;
        const icon = icons(shown.emote);
        const x = Math.round(npc.position.x * TILE_PX - camera.x + (TILE_PX - icon.width) / 2);
        const y = Math.max(2, Math.round(npc.position.y * TILE_PX - camera.y - 4 - icon.height));
        ctx.drawImage(icon, x, y);
      }
    },
    [doc, hasStory, store, icons, emotes, doors],
  );
  useOpenBookUnderfoot(store, doc, hasStory);

  const renderStory = useCallback(
    (panel: OpenPanel, current: GameSnapshot<string>, close: () => void): ReactNode | undefined => {
      if (!hasStory) return undefined;
      const place = { worldId, signedIn, mapId: docMapIdOfKey(worldId, current.mapId) ?? undefined, onClose: close };
      const show = (speaker: string | null) => (effects: StoryEffect[]) => {
        applyDoors(doors, worldId, doorsAfter([], effects));
        effectNotices(effects, speaker).forEach((text) => targets.current.forEach((target) => target(text)));
      };
      if (panel.kind === 'npc') {
        const npc = storyNpcOf(doc, current.mapId, panel.npc);
        if (!npc?.knot) return undefined;
        const speaker = npc.name ?? panel.npc.name;
        const onEffects = (effects: StoryEffect[]) => {
          show(speaker)(effects);
          for (const effect of effects) {
            if (effect.kind === 'emote') emotes.play(panel.npc.id, panel.npc.position, effect.emote, performance.now());
            if (effect.kind === 'walk')
              walks.walk(store.world.mapId, store.world.npcs, panel.npc.id, panel.npc.position, effect);
          }
        };
        return <CharacterStory {...place} knot={npc.knot} speaker={speaker} look={panel.npc} onEffects={onEffects} />;
      }
      const book =
        panel.kind === 'external' && panel.name === STORY_BOOK_PANEL
          ? (panel.data as WorldDocBook)
          : panel.kind === 'interact'
            ? bookAt(doc, current.mapId, current.position)
            : null;
      if (!book) return undefined;
      return <BookStory {...place} knot={book.knot} title={book.title} onEffects={show(null)} />;
    },
    [doc, hasStory, signedIn, worldId, emotes, doors, store, walks],
  );

  return useMemo(() => ({ notices, decorate, renderStory }), [notices, decorate, renderStory]);
}
