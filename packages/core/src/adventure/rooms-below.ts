import type { AdventureRoom } from './adventure-types.js';

/** The rooms under the hallway. Commands in `matches` are normalised: lower case, no leading article. */

export const ROOM_SECRET_PASSAGE: AdventureRoom = {
  description:
    'Stone steps spiral down into a narrow passage. Words are carved into every inch of the walls, too faint to ' +
    'read in this gloom without a light. At the bottom stands a heavy oak door with no handle and no keyhole, only ' +
    'a small brass plate. The steps lead back up.',
  exits: { up: 'hallway', door: 'sanctuary' },
  lockedExits: {
    door: {
      needsPassword: true,
      needsKnowledge: 'password',
      message:
        'The oak door does not move. It has no handle to pull and no lock to pick; the brass plate seems to be ' +
        'waiting for words. (Try: say [words])',
      unlockText:
        'You speak the words clearly: "one true sentence". The brass plate glows, and the oak door swings silently open.',
    },
  },
  items: [],
  interactions: [
    {
      id: 'read quotes',
      matches: [
        'read quotes',
        'examine quotes',
        'read walls',
        'examine walls',
        'read words',
        'examine words',
        'read carvings',
        'examine carvings',
        'read inscriptions',
        'examine inscriptions',
      ],
      text:
        'You hold the torch close. The walls are a library in stone: lines about courage, about the cost of saying ' +
        'plainly what hurts, about the world breaking everyone and some growing strong at the broken places. One ' +
        "panel is given to the writer's style; another, worn smooth by fingers, to the aficionado.",
      requires: { items: ['torch'] },
      learn: 'writing_truth',
    },
    {
      id: 'read style',
      matches: [
        'read style',
        'examine style',
        "read writer's style",
        "examine writer's style",
        'read writers style',
        'examine writers style',
        'read style panel',
        'examine style panel',
      ],
      text:
        'Short sentences. Plain words. Seven-eighths of the meaning kept below the waterline, where the reader feels ' +
        'it without seeing it. The panel ends: "Leave out what you truly know, and the story is the stronger for it."',
      requires: { items: ['torch'] },
      learn: 'writer_style',
    },
    {
      id: 'read aficionado',
      matches: ['read aficionado', 'examine aficionado', 'read aficionado panel', 'examine aficionado panel'],
      text:
        'The carving explains that an aficionado is not someone who merely likes a thing, but someone who ' +
        'understands it: its rituals, its risks, its values. Beneath it, scratched by a later hand: "Be an ' +
        'aficionado of the truth."',
      requires: { items: ['torch'] },
      learn: 'aficionado',
    },
    {
      id: 'examine door',
      matches: [
        'examine door',
        'examine oak door',
        'examine handle',
        'examine keyhole',
        'examine plate',
        'read plate',
        'examine brass plate',
        'read brass plate',
        'open door',
        'push door',
        'pull door',
      ],
      text:
        'The door has no handle and no keyhole. The brass plate reads: "Speak the sentence that is true, and the ' +
        'door will know you." The symbols etched around it look like the ones in the ancient tome.',
    },
    {
      id: 'use tome on door',
      matches: [
        'use ancient tome on door',
        'use ancient tome on oak door',
        'use ancient tome on plate',
        'use ancient tome on brass plate',
        'use ancient tome',
      ],
      text:
        'You press the ancient tome to the brass plate. The symbols on both flare at once, the pages turn by ' +
        'themselves to the words "one true sentence", and the oak door swings silently open.',
      repeatText: 'The door already stands open.',
      requires: { items: ['ancient tome'] },
      unlockExit: 'door',
      learn: 'used_password',
    },
  ],
  scenery: [
    {
      names: ['walls', 'wall', 'words', 'quotes', 'carvings', 'inscriptions', 'writing'],
      text:
        'Words are carved into every inch of the stone, line over line, too faint to make out in this gloom. ' +
        'They are meant to be read, by a good light.',
    },
    {
      names: ['steps', 'stone steps', 'stairs', 'stone'],
      text: 'Steep stone steps, worn hollow in the middle, spiralling back up toward the hallway.',
    },
    {
      names: ['passage'],
      text: 'Narrow enough to touch both walls at once. The air is cool and still, and smells of stone and candle smoke.',
    },
    {
      names: ['gloom', 'dark', 'darkness', 'light'],
      text: 'What little light there is falls down the steps behind you. Anything you mean to read here needs a light of its own.',
    },
  ],
};

export const ROOM_SANCTUARY: AdventureRoom = {
  description:
    'A round chamber under a dome painted with constellations. On a lectern in the centre lies a blank manuscript, ' +
    'glowing softly. Around the walls stand pale figures, the ghosts of writers, waiting the way readers wait. The ' +
    'passage lies back the way you came.',
  exits: { back: 'secretPassage' },
  items: ['truth manuscript'],
  interactions: [
    {
      id: 'examine ghosts',
      matches: [
        'examine ghosts',
        'examine ghost',
        'examine spirits',
        'examine figures',
        'examine pale figures',
        'examine writers',
        'examine readers',
      ],
      text:
        'They are hard to look at directly, like words at the edge of sleep. Some hold pens; one, bearded, nods to ' +
        'you as if you were expected.',
    },
    {
      id: 'talk to ghosts',
      matches: ['talk to ghosts', 'talk to ghost', 'talk to spirits', 'talk to figures', 'talk to writers'],
      text:
        'The ghosts speak together, a sound like pages turning: "Every one of us came here once. Write one true ' +
        'thing on the manuscript, about yourself or about the world, and your journey is done."',
      learn: 'final_task',
    },
    {
      id: 'write truth',
      matches: [
        'write truth',
        'write sentence',
        'write true sentence',
        'write one true sentence',
        'write on manuscript',
        'write in manuscript',
        'write manuscript',
        'write on truth manuscript',
        "use writer's pen on truth manuscript",
        "use writer's pen on manuscript",
        "use writer's pen on lectern",
        "use writer's pen",
      ],
      text:
        "You uncap the writer's pen and write a single sentence, the truest one you know. The ink glows, then sinks " +
        'into the page.',
      requires: { items: ["the writer's pen"], done: ['sanctuary::talk to ghosts'] },
      ending: true,
    },
  ],
  scenery: [
    {
      names: ['chamber', 'sanctuary'],
      text: 'A round room of pale stone, quiet as a held breath. Everything in it turns toward the lectern.',
    },
    {
      names: ['dome', 'constellations', 'stars', 'ceiling'],
      text: 'Gold stars on deep blue. Look long enough and they arrange themselves into letters, then scatter again.',
    },
    {
      names: ['lectern'],
      text: 'A plain wooden lectern, its slope worn smooth by the elbows of writers. The blank manuscript lies open on it.',
    },
    {
      names: ['walls', 'wall'],
      text: 'Pale stone, curving all the way round. The ghosts stand along it, waiting.',
    },
    {
      names: ['passage', 'steps'],
      text: 'The way back: the narrow passage and its carved walls, and the steps up to the house.',
    },
  ],
};
