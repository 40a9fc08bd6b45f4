import type { MapLinkWay } from '@authentic/core';

/** Texts of the overlay the spec does not word (decisions 0161, 0241). */
export const WORLD_MAP_TEXTS = {
  title: 'World Map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoom: 'Zoom',
  mapLabel: 'Map of the places and the ways between them',
  currentMap: (name: string): string => `You are here: ${name}`,
  waysHeading: 'Ways between places',
  waysNote: 'On the map, an arrow marks a way that goes one direction only.',
  link: (from: string, to: string): string => `${from} → ${to}`,
  by: (ways: readonly string[]): string => `by ${ways.join(' or ')}`,
  ways: {
    portal: 'portal',
    'way-back': 'the portal back (Space)',
    'right-edge': 'walking off the right edge',
    'left-edge': 'walking off the left edge',
    terminal: 'the terminal portal',
    shooter: 'the arcade portal',
    text_adventure: 'the book portal',
  } satisfies Record<MapLinkWay, string>,
} as const;
