import { builtInModifiable as modifiable } from './built-in-artifact-modifiable.js';
import type { BuiltInArtifact } from './built-in-artifact-types.js';

/** Built-in artifacts of the three overworlds. Ids are constants: never rename them. */
export const OVERWORLD_ARTIFACTS: readonly BuiltInArtifact[] = [
  {
    id: 'overworld-travelers-journal',
    name: "Traveler's Journal",
    description: 'A leather journal left in the ruined house, its pages swollen with old rain.',
    content:
      'Day one: the meadow portal hums at dusk. Day two: past it lie more woods, and a northern trail ' +
      'that ends at a lookout. Day three: beyond the third forest, a stone circle opens on a valley of ' +
      'granite walls. Whoever reads this: keep walking east, and keep writing.',
    type: 'scroll',
    mapId: 'overworld',
    location: { x: 10, y: 8 },
    exp: 15,
    visible: true,
    properties: { durability: 30 },
    userModifiable: modifiable(['description', 'content']),
    interactions: [
      {
        type: 'reveal',
        description: 'Hold the last page to the light.',
        revealedContent: 'Faint pencil: "The stone circle at the top of the third forest leads to the valley."',
      },
    ],
  },
  {
    id: 'overworld-rusty-key',
    name: 'Rusty Key',
    description: 'An iron key, orange with rust, half buried between two trees.',
    content: 'The bow is stamped with an acorn, the same mark as the oak chest by the eastern path.',
    type: 'key',
    mapId: 'overworld',
    location: { x: 2, y: 13 },
    exp: 20,
    visible: true,
    properties: { durability: 20 },
    userModifiable: modifiable(['description']),
    interactions: [
      {
        type: 'unlock',
        targetArtifact: 'overworld-oak-chest',
        result: 'The oak chest opens',
        description: 'Turn the key in the lock of the oak chest.',
      },
    ],
  },
  {
    id: 'overworld-oak-chest',
    name: 'Oak Chest',
    description: 'A heavy chest carved with acorns. The lock is old, but it holds.',
    content: 'Inside: a folded note. "A map of these lands was torn in two. One half waits in the woods."',
    riddle: 'I have teeth but never bite, I turn but never walk. What am I?',
    unlockAnswer: 'key',
    type: 'container',
    mapId: 'overworld',
    location: { x: 21, y: 13 },
    exp: 25,
    visible: true,
    properties: { durability: 90 },
    userModifiable: modifiable(['description', 'content', 'riddle', 'unlockAnswer']),
    interactions: [],
  },
  {
    id: 'overworld2-bards-quill',
    name: "Bard's Quill",
    description: 'A swan feather cut to a fine nib. The ink on its tip never dries.',
    content: 'Wrapped around the shaft, a strip of paper: "All the world\'s a stage."',
    type: 'relic',
    mapId: 'overworld2',
    location: { x: 20, y: 2 },
    exp: 20,
    visible: true,
    properties: { magic: 4, durability: 50 },
    userModifiable: modifiable(['description', 'content'], ['magic']),
    interactions: [
      {
        type: 'reveal',
        condition: 'nearBook',
        description: 'Write with it beside an open book.',
        revealedContent: 'The quill writes on its own: "The play\'s the thing."',
      },
    ],
  },
  {
    id: 'overworld2-map-fragment-west',
    name: 'Map Fragment (West)',
    description: 'The left half of a torn map: three forests drawn in green ink.',
    content:
      'Three forests side by side, walked through their left and right edges. ' +
      'The torn edge cuts a stone circle in half.',
    type: 'scroll',
    mapId: 'overworld2',
    location: { x: 2, y: 12 },
    exp: 15,
    visible: true,
    properties: { durability: 15 },
    userModifiable: modifiable(['description']),
    interactions: [
      {
        type: 'combine',
        targetArtifact: 'overworld3-map-fragment-east',
        result: 'Complete Valley Map',
        description: 'Lay the two halves edge to edge.',
        revealedContent:
          'Whole again, the map shows the stone circle at the top of the third forest: the way to Yosemite.',
      },
    ],
  },
  {
    id: 'overworld3-map-fragment-east',
    name: 'Map Fragment (East)',
    description: 'The right half of a torn map: a desert, a dungeon and a valley of cliffs.',
    content:
      'Sand to the south-east, stairs going down under the sand, and a valley beyond. ' +
      'The torn edge cuts a stone circle in half.',
    type: 'scroll',
    mapId: 'overworld3',
    location: { x: 20, y: 2 },
    exp: 15,
    visible: true,
    properties: { durability: 15 },
    userModifiable: modifiable(['description']),
    interactions: [
      {
        type: 'combine',
        targetArtifact: 'overworld2-map-fragment-west',
        result: 'Complete Valley Map',
        description: 'Lay the two halves edge to edge.',
        revealedContent:
          'Whole again, the map shows the stone circle at the top of the third forest: the way to Yosemite.',
      },
    ],
  },
  {
    id: 'overworld3-lantern-of-wit',
    name: 'Lantern of Wit',
    description: 'A brass lantern with green glass. It burns brighter at a clever remark.',
    content: 'Engraved on the base: "We are all in the gutter, but some of us are looking at the stars."',
    type: 'relic',
    mapId: 'overworld3',
    location: { x: 14, y: 13 },
    exp: 30,
    visible: true,
    properties: { visionRange: 4, magic: 3 },
    userModifiable: modifiable(['description', 'content'], ['visionRange']),
    interactions: [],
  },
];
