import { GAME_SCREEN_MESSAGES } from '../messages/game-screen.js';
import { VALLEYS_SECRETS_TEXTS } from '../messages/npcs.js';
import { VALLEYS_SECRETS_QUEST } from './quest.js';
import type { NpcDefinition } from './types.js';

/** The game's own characters: their lines are original, so they are credited to them. */

export const GUIDE: NpcDefinition = {
  id: 'guide',
  name: 'Guide',
  type: 'guide',
  sprite: 'npc-guide',
  greeting: 'Welcome to the Authentic Internet, traveller! Ask me anything about getting around.',
  greetingAgain: 'Back again, traveller? Here is another tip for the road.',
  dialogue: [
    {
      text: 'Walk with the arrow keys or W, A, S and D. If something blocks your way, you will feel a little bump.',
      author: 'Guide',
    },
    {
      text: 'When you stand next to someone, press T to talk. Press E or P to interact with what is around you.',
      author: 'Guide',
    },
    {
      text: GAME_SCREEN_MESSAGES.portalRule,
      author: 'Guide',
    },
    {
      text: 'Press M to open the world map and I to open your inventory, where your artifacts and items wait for you.',
      author: 'Guide',
    },
    {
      text: 'Something feels wrong, or you have an idea? Press F to send us feedback. We read every word.',
      author: 'Guide',
    },
  ],
};

export const YOSEMITE_GUIDE: NpcDefinition = {
  id: 'yosemite_guide',
  name: 'Yosemite Guide',
  type: 'guide',
  sprite: 'npc-yosemite-guide',
  greeting:
    'Welcome to Yosemite! The valley keeps its secrets for those who look closely. Ask me about the quest, the portals or the trails.',
  greetingAgain: 'Back in the valley! Here is more that might help you.',
  dialogue: [
    {
      text: `My quest for you is ${VALLEYS_SECRETS_TEXTS.title}: talk to John Muir, find an artifact in the valley and step through one of its special portals. Do all three and the ${VALLEYS_SECRETS_TEXTS.rewardItemName} is yours, with ${VALLEYS_SECRETS_QUEST.reward.exp} experience.`,
      author: 'Yosemite Guide',
    },
    {
      text: 'Three special portals glow in this valley: one to a terminal, one to an arcade shooter and one to a text adventure. Stand on one and press Space.',
      author: 'Yosemite Guide',
    },
    {
      text: 'John Muir walks these meadows and trails. Stand close to him and press T to hear what the mountains taught him.',
      author: 'Yosemite Guide',
    },
    {
      text: 'Artifacts hide all over the valley. Step onto one to pick it up, then press I to look at your inventory.',
      author: 'Yosemite Guide',
    },
    {
      text: 'The ordinary portal leads back to Overworld 3. Stand on it and press Space whenever you want to return.',
      author: 'Yosemite Guide',
    },
  ],
  quest: VALLEYS_SECRETS_QUEST,
};

export const ZEUS_WEATHERMAN: NpcDefinition = {
  id: 'zeus_weatherman',
  name: 'Zeus the weatherman',
  type: 'weatherman',
  sprite: 'npc-zeus',
  greeting: 'Zeus the weatherman, live from Mount Olympus! Ask me about the rain, the wind, the sun or the storms.',
  greetingAgain: "Zeus again, back on the air for my favourite viewer! Today's outlook:",
  dialogue: [
    {
      text: 'Blow, winds, and crack your cheeks! rage! blow!',
      author: 'William Shakespeare',
      source: 'King Lear, Act 3, Scene 2',
    },
    {
      text: 'Into each life some rain must fall, / Some days must be dark and dreary.',
      author: 'Henry Wadsworth Longfellow',
      source: 'The Rainy Day (1842)',
    },
    {
      text: 'Who has seen the wind? / Neither I nor you: / But when the leaves hang trembling, / The wind is passing through.',
      author: 'Christina Rossetti',
      source: 'Sing-Song (1872)',
    },
    {
      text: 'If Winter comes, can Spring be far behind?',
      author: 'Percy Bysshe Shelley',
      source: 'Ode to the West Wind (1820)',
    },
    {
      text: 'Forecast from Mount Olympus: sunshine over the valley, a light breeze over the desert, and a slight chance of thunderbolts in the afternoon.',
      author: 'Zeus the weatherman',
    },
  ],
};
