import { STORY_LIMITS, worldDocTile, type NpcAvatar, type NpcId, type Position, type WorldDoc } from '@authentic/core';
import { findMap, updateMap } from './edits';

/**
 * Pure edits of a world's story (decision 0283): its ink source, what a placed NPC tells, and the
 * story books lying on a map. Each returns a new document sharing what it did not touch.
 */

const same = (a: Position, b: Position) => a.x === b.x && a.y === b.y;

/** The document with this ink source as its story; an empty source removes the story. */
export function setStorySource(doc: WorldDoc, source: string): WorldDoc {
  if ((doc.story?.source ?? '') === source) return doc;
  if (source.trim() === '') {
    const { story: _story, ...rest } = doc;
    return rest;
  }
  return { ...doc, story: { source } };
}

export interface NpcStory {
  /** The name shown over the character; empty: the catalogue's name. */
  name: string;
  /** The knot it tells when talked to; empty: it says the catalogue's lines. */
  knot: string;
}

/** An NPC's name and knot set (empty ones removed); null when there is no such NPC or nothing changed. */
export function setNpcStory(doc: WorldDoc, mapId: string, npcIndex: number, story: NpcStory): WorldDoc | null {
  const map = findMap(doc, mapId);
  const npc = map?.npcs[npcIndex];
  if (!map || !npc) return null;
  const name = story.name.trim().slice(0, STORY_LIMITS.nameMax);
  const knot = story.knot.trim();
  if ((npc.name ?? '') === name && (npc.knot ?? '') === knot) return null;
  const { name: _name, knot: _knot, ...rest } = npc;
  const next = { ...rest, ...(name && { name }), ...(knot && { knot }) };
  return updateMap(doc, mapId, (m) => ({ ...m, npcs: m.npcs.map((n, i) => (i === npcIndex ? next : n)) }));
}

export interface NpcLook {
  /** The figure it is: its look (and, without a knot, its lines). */
  npcId: NpcId;
  /** A look drawn for it, worn instead of the figure's (decision 0299); null: the figure's. */
  avatar: NpcAvatar | null;
}

/** An NPC's figure and drawn look set; null when there is no such NPC or nothing changed. */
export function setNpcLook(doc: WorldDoc, mapId: string, npcIndex: number, look: NpcLook): WorldDoc | null {
  const map = findMap(doc, mapId);
  const npc = map?.npcs[npcIndex];
  if (!map || !npc) return null;
  if (npc.npcId === look.npcId && JSON.stringify(npc.avatar ?? null) === JSON.stringify(look.avatar)) return null;
  const { avatar: _avatar, ...rest } = npc;
  const next = { ...rest, npcId: look.npcId, ...(look.avatar && { avatar: look.avatar }) };
  return updateMap(doc, mapId, (m) => ({ ...m, npcs: m.npcs.map((n, i) => (i === npcIndex ? next : n)) }));
}

export interface BookPlan {
  title: string;
  knot: string;
}

/** A story book at the cell (replacing one already there); null off the map, past the limit or unnamed. */
export function placeBook(doc: WorldDoc, mapId: string, cell: Position, plan: BookPlan): WorldDoc | null {
  const map = findMap(doc, mapId);
  const title = plan.title.trim().slice(0, STORY_LIMITS.nameMax);
  if (!map || worldDocTile(map, cell) === null || title === '' || plan.knot === '') return null;
  const others = (map.books ?? []).filter((book) => !same(book, cell));
  if (others.length >= STORY_LIMITS.booksPerMap) return null;
  const book = { x: cell.x, y: cell.y, knot: plan.knot, title };
  return updateMap(doc, mapId, (m) => ({ ...m, books: [...others, book] }));
}

/** The map without the book on a cell; null when none lies there. */
export function removeBook(doc: WorldDoc, mapId: string, cell: Position): WorldDoc | null {
  const map = findMap(doc, mapId);
  const books = map?.books ?? [];
  const kept = books.filter((book) => !same(book, cell));
  if (!map || kept.length === books.length) return null;
  return updateMap(doc, mapId, (m) => {
    const { books: _books, ...rest } = m;
    return kept.length > 0 ? { ...rest, books: kept } : rest;
  });
}
