/*
 * The small vocabulary behind NPC answers (decision 0116): words that carry no
 * meaning in a question, and topics that let 'mountains' find 'nature' or
 * 'machines' find 'engine'. Words are compared after `stemWord`.
 */

const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with about from into onto over under than then so as ' +
    'i me my mine myself you your yours we us our they them their he him his she her it its this that these those ' +
    'is are was were be been being am do does did done doing can could would should will shall may might must ' +
    'have has had having what who whom whose which why how when where there here ' +
    'tell say said give show let make please explain think know like want something anything thing ' +
    'some any all just more most very too not no yes ok okay also really much many one ever around'
  ).split(' '),
);

/** Prompts made only of these get the NPC's greeting. */
const GREETING_WORDS = new Set('hello hi hey hiya greetings howdy good morning afternoon evening day'.split(' '));

const TOPIC_WORDS: Readonly<Record<string, string>> = {
  nature:
    'nature natural mountain tree valley forest wood wild wilderness wildness river flower earth meadow hill sierra ' +
    'yosemite leaf leave grass park bird trail hike hiking climb camp outdoor landscape lake rock granite sea shore ' +
    'ocean sunshine beauty',
  love: 'love loved lover loving heart romance romantic beloved kiss marry marriage wife husband soul passion darling',
  science:
    'machine computer computing number science scientific engine mechanism mechanical calculate calculating ' +
    'calculation mathematics mathematical math algebra algebraical code coding program programming operation ' +
    'analytical invent invention technology logic symbol robot loom music',
  weather:
    'weather rain rainy storm stormy sun sunny sunshine wind windy snow cloud cloudy sky thunder thunderbolt ' +
    'lightning forecast winter summer spring autumn season cold hot temperature umbrella dreary breeze',
  war: 'war battle fight fighting soldier arm army sacrifice glory glorious courage courageous valiant coward brave sacred breach enemy sword weapon wound hero',
  write:
    'write writing writer wrote written story book novel read reading word poem poetry poet verse diary author page ' +
    'pen ink art literature language line stage play',
  dream: 'dream dreaming sleep imagination imagine fantasy wish',
  wisdom: 'wise wisdom learn learning study knowledge fool foolish truth true advice lesson teach',
  hope: 'hope hopeful despair faith heaven eternal star',
  life: 'life live living death die dying alive existence mortal world',
  travel: 'travel journey trip moving place country abroad away road train',
  controls: 'move walk walking control key keyboard arrow wasd step bump',
  talk: 'talk speak chat npc conversation listen ask character someone',
  portal: 'portal travel teleport space door gate terminal shooter adventure',
  map: 'map world lost location area overworld',
  inventory: 'inventory item artifact bag pick pickup collect',
  feedback: 'feedback bug idea report problem wrong',
  quest: 'quest secret mission task objective reward badge exp experience',
};

/** Plural and simple inflections fold together: 'mountains' is 'mountain'. */
export function stemWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words of a text, accents and apostrophes removed ("dang'rous" is 'dangrous'). */
function rawWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The meaningful words of a text, stemmed, each once, in order. */
export function meaningfulWords(text: string): string[] {
  const words = rawWords(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stemWord)
    .filter((word) => !STOP_WORDS.has(word));
  return [...new Set(words)];
}

export function isGreetingOnly(text: string): boolean {
  const words = rawWords(text);
  return words.length > 0 && words.every((word) => GREETING_WORDS.has(word) || STOP_WORDS.has(word));
}

const TOPICS_BY_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [topic, words] of Object.entries(TOPIC_WORDS)) {
    for (const word of words.split(' ')) {
      const stemmed = stemWord(word);
      map.set(stemmed, [...(map.get(stemmed) ?? []), topic]);
    }
  }
  return map;
})();

export function wordTopics(word: string): readonly string[] {
  return TOPICS_BY_WORD.get(word) ?? [];
}
