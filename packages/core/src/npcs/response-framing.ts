import type { NpcType } from './types.js';

/**
 * How each type of NPC introduces a line (decision 0116): `match` when the
 * line answers the question, `noMatch` when the NPC changes the subject.
 */
export interface NpcFraming {
  match: readonly string[];
  noMatch: readonly string[];
}

export const NPC_RESPONSE_FRAMING: Readonly<Record<NpcType, NpcFraming>> = {
  guide: {
    match: ['Good question!', 'Here is a tip:', 'Happy to help.'],
    noMatch: ["I'm not sure about that one, but here is something useful:", "Hmm, I don't know. Here's a tip instead:"],
  },
  naturalist: {
    match: ['The wilderness taught me this:', 'Listen to the valley, friend.', 'I wrote it once and I hold to it:'],
    noMatch: ['I know little of that, but the mountains have taught me this:', 'Come, let us talk of wilder things.'],
  },
  playwright: {
    match: ['As I once wrote:', 'Attend, my friend:', 'The stage has taught me this:'],
    noMatch: ['That is a question for another act. Meanwhile:', 'Let me answer with a line of mine instead:'],
  },
  scientist: {
    match: ['My notes on the Engine put it thus:', 'Consider this, from my notes:', 'As I wrote in 1843:'],
    noMatch: ['That lies outside my calculations, but consider this:', 'Let me offer a thought from my notes instead:'],
  },
  poet: {
    match: ['As I wrote in verse:', 'Heed these lines of mine:', 'Allow me to answer in verse:'],
    noMatch: ['On that the Muse is silent, but hear this:', 'Let me offer you other lines instead:'],
  },
  writer: {
    match: ['I wrote it like this:', 'Here is a true sentence:', 'Let me put it plainly:'],
    noMatch: ['I do not know about that. But I wrote this:', 'That is not my subject. This is:'],
  },
  weatherman: {
    match: ['Zeus here with the forecast!', 'Thunder and lightning, what a question!', 'Let me consult the clouds...'],
    noMatch: ['The clouds are silent on that one. But hear this:', 'No forecast for that, mortal. Have this instead:'],
  },
};
