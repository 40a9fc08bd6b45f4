import { builtInModifiable as modifiable } from './built-in-artifact-modifiable.js';
import type { BuiltInArtifact } from './built-in-artifact-types.js';

/** Built-in artifacts of Yosemite and the writer's battleground. Ids are constants: never rename them. */
export const VALLEY_ARTIFACTS: readonly BuiltInArtifact[] = [
  {
    id: 'yosemite-ancient-tome',
    name: 'Ancient Tome',
    description: 'A heavy book bound in cracked leather. Its pages turn to a new story each time.',
    content:
      'The first page reads: "The Writer\'s Journey begins in a quiet room. Read in the library, ' +
      'look closely at the portraits, and keep this tome: a sealed door will know it."',
    type: 'scroll',
    mapId: 'yosemite',
    location: { x: 19, y: 13 },
    exp: 30,
    visible: true,
    properties: { magic: 6, durability: 50 },
    userModifiable: modifiable(['description']),
    portalType: 'textAdventure',
    interactions: [
      {
        type: 'reveal',
        condition: 'nearBook',
        description: 'Open the tome beside the book portal.',
        revealedContent: 'The pages rustle and point to the book portal: the text adventure waits inside.',
      },
    ],
  },
  {
    id: 'yosemite-terminal-access-card',
    name: 'Terminal Access Card',
    description: 'A punched card, warm to the touch. Something in the valley hums when you hold it.',
    content: 'Printed along the edge: "ACCESS LEVEL 3. CONNECTIVITY: LIMITED."',
    type: 'key',
    mapId: 'yosemite',
    location: { x: 19, y: 3 },
    exp: 35,
    visible: true,
    properties: { durability: 25 },
    userModifiable: modifiable(['description']),
    portalType: 'terminal',
    interactions: [
      {
        type: 'reveal',
        condition: 'nearTerminal',
        description: 'Hold the card up to the terminal portal.',
        revealedContent: 'The screen flickers on: "Hello. I have been waiting for you."',
      },
    ],
  },
  {
    id: 'yosemite-muir-field-journal',
    name: "Muir's Field Journal",
    description: "A naturalist's notebook of sketches: granite domes, sequoias, a waterfall.",
    content:
      'The mountains are calling and I must go. Climb the mountains and get their good tidings. ' +
      "Nature's peace will flow into you as sunshine flows into trees.",
    type: 'scroll',
    mapId: 'yosemite',
    location: { x: 13, y: 7 },
    exp: 20,
    visible: true,
    properties: { durability: 20 },
    userModifiable: modifiable(['description', 'content']),
    interactions: [
      {
        type: 'reveal',
        condition: 'nearWater',
        description: 'Read it beside water.',
        revealedContent: 'A pressed flower falls out, with a note: "Ask the valley guide about its secrets."',
      },
    ],
  },
  {
    id: 'hemingway-old-typewriter',
    name: 'Old Typewriter',
    description: 'A battered portable typewriter, sand in its keys, a page still in the roller.',
    content: 'The page reads: "Write hard and clear about what hurts." The rest is struck out.',
    type: 'relic',
    mapId: 'hemingway',
    location: { x: 11, y: 4 },
    exp: 35,
    visible: true,
    properties: { magic: 4, durability: 60 },
    userModifiable: modifiable(['description', 'content']),
    portalType: 'hemingway',
    interactions: [
      {
        type: 'reveal',
        condition: 'nearBattle',
        description: 'Type one true sentence on the battlefield.',
        revealedContent: 'The keys strike by themselves: "The Hemingway Challenge is ready when you are."',
      },
    ],
  },
  {
    id: 'hemingway-matadors-sword',
    name: "Matador's Sword",
    description: 'A slim, slightly curved sword with a red cloth tied to the hilt.',
    content: 'Courage is grace under pressure.',
    type: 'weapon',
    mapId: 'hemingway',
    location: { x: 20, y: 8 },
    exp: 30,
    visible: true,
    properties: { damage: 15, durability: 75, element: 'steel' },
    userModifiable: modifiable(['description'], ['element']),
    interactions: [],
  },
];
