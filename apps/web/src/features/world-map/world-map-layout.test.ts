import { describe, expect, it } from 'vitest';
import { MAP_GRAPH } from '@authentic/core';
import {
  boxesOverlap,
  layoutWorldMap,
  segmentInBox,
  wrapName,
  type Box,
  type WorldMapLayout,
} from './world-map-layout';

/**
 * The width the drawing gets on the screens we check by eye (decision 0241): the dialog's content
 * box — 1100 px wide less its padding on a desktop, the whole screen less the narrow padding of a
 * phone's full-screen sheet.
 */
const SCREENS = [
  { name: 'desktop 1280×800', width: 1100 - 2 * 22.4, orientation: 'wide', fontPx: 14 },
  { name: 'phone landscape 844×390', width: 844 - 2 * 9.6, orientation: 'wide', fontPx: 14 },
  { name: 'phone portrait 390×844', width: 390 - 2 * 9.6, orientation: 'tall', fontPx: 13 },
] as const;

/** A picture with the gold frame the current place gets (3 px around it). */
const framed = (box: Box): Box => ({ x: box.x - 3, y: box.y - 3, width: box.width + 6, height: box.height + 6 });

function problems(layout: WorldMapLayout): string[] {
  const found: string[] = [];
  const { places, links } = layout;
  places.forEach((a, i) => {
    for (const b of places.slice(i + 1)) {
      if (boxesOverlap(a.label.box, b.label.box)) found.push(`label ${a.id} overlaps label ${b.id}`);
    }
    for (const b of places) {
      if (boxesOverlap(a.label.box, framed(b.icon))) found.push(`label ${a.id} covers picture ${b.id}`);
    }
    for (const box of [a.label.box, framed(a.icon)]) {
      if (box.x < 0 || box.y < 0 || box.x + box.width > layout.width || box.y + box.height > layout.height) {
        found.push(`${a.id} is drawn outside the map`);
      }
    }
  });
  for (const link of links) {
    if (Math.hypot(link.x2 - link.x1, link.y2 - link.y1) < 20) found.push(`road ${link.from}-${link.to} is too short`);
    for (const place of places) {
      for (const [what, box] of [
        ['label', place.label.box],
        ['picture', place.icon],
      ] as const) {
        if (segmentInBox(link.x1, link.y1, link.x2, link.y2, box)) {
          found.push(`link ${link.from}-${link.to} runs through the ${what} of ${place.id}`);
        }
      }
    }
  }
  return found;
}

describe('layoutWorldMap', () => {
  it.each(SCREENS)('lays the world map out cleanly on a $name', ({ width, orientation, fontPx }) => {
    const layout = layoutWorldMap(MAP_GRAPH, width);
    expect(problems(layout)).toEqual([]);
    expect(layout.orientation).toBe(orientation);
    expect(layout.fontPx).toBe(fontPx);
    // It fits: nothing to scroll sideways at zoom 1.
    expect(layout.width).toBeLessThanOrEqual(width);
  });

  it('never overlaps labels, pictures or links at any width up to 1600 px', () => {
    for (let width = 0; width <= 1600; width += 1) {
      const layout = layoutWorldMap(MAP_GRAPH, width);
      expect({ width, problems: problems(layout) }).toEqual({ width, problems: [] });
      expect(layout.fontPx).toBeGreaterThanOrEqual(12);
    }
  }, 30_000); // 1,601 layouts: a few seconds on a busy machine.

  it('draws every link of the graph once per pair, with an arrow only where it goes one way', () => {
    const layout = layoutWorldMap(MAP_GRAPH, 1000);
    const linked = (a: string, b: string) => MAP_GRAPH.some((node) => node.id === a && node.connections.includes(b));
    const drawn = new Set(layout.links.map((link) => [link.from, link.to].sort().join('|')));
    const expected = new Set(MAP_GRAPH.flatMap((node) => node.connections.map((to) => [node.id, to].sort().join('|'))));
    expect(drawn).toEqual(expected);
    expect(layout.links).toHaveLength(expected.size);
    for (const link of layout.links) {
      expect(linked(link.from, link.to)).toBe(true);
      expect(link.oneWay).toBe(!linked(link.to, link.from));
    }
    const oneWay = (from: string, to: string) =>
      layout.links.find((link) => link.from === from && link.to === to)?.oneWay;
    expect(oneWay('desert1', 'desert2')).toBe(true);
    expect(oneWay('overworld3', 'yosemite')).toBe(false);
  });

  it('turns the grid for a narrow screen: Overworld on top, the road running down', () => {
    const tall = layoutWorldMap(MAP_GRAPH, 360);
    const at = (id: string) => tall.places.find((place) => place.id === id)!;
    expect(at('overworld').cy).toBeLessThan(at('overworld2').cy);
    expect(at('overworld').cx).toBe(at('overworld2').cx);
    expect(tall.height).toBeGreaterThan(tall.width);
  });
});

describe('wrapName', () => {
  it('keeps short names on one line and splits long ones evenly', () => {
    expect(wrapName('Desert 1', 12)).toEqual(['Desert 1']);
    expect(wrapName('Dungeon Level 1', 13)).toEqual(['Dungeon', 'Level 1']);
    expect(wrapName("Hemingway's Battleground", 12)).toEqual(["Hemingway's", 'Battleground']);
    expect(wrapName('Supercalifragilistic place', 8)).toEqual(['Supercalifragilistic', 'place']);
  });
});
