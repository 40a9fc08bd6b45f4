/** Makes one line from how many times a kind of problem was seen and a few of its examples. */
export type NoteText = (count: number, examples: string) => string;

interface Tally {
  text: NoteText;
  count: number;
  examples: string[];
}

const EXAMPLES = 4;

/**
 * Refusals and what was left out, gathered by kind so a problem seen a thousand times is one line
 * with its count and a few names, not a thousand lines.
 */
export class Notes {
  private readonly errors = new Map<string, Tally>();
  private readonly ignored = new Map<string, Tally>();

  error(kind: string, text: NoteText, example = '', count = 1): void {
    add(this.errors, kind, text, example, count);
  }

  ignore(kind: string, text: NoteText, example = '', count = 1): void {
    add(this.ignored, kind, text, example, count);
  }

  get failed(): boolean {
    return this.errors.size > 0;
  }

  lists(): { errors: string[]; ignored: string[] } {
    return { errors: render(this.errors), ignored: render(this.ignored) };
  }
}

function add(tallies: Map<string, Tally>, kind: string, text: NoteText, example: string, count: number): void {
  let tally = tallies.get(kind);
  if (!tally) {
    tally = { text, count: 0, examples: [] };
    tallies.set(kind, tally);
  }
  tally.count += count;
  if (example !== '' && tally.examples.length <= EXAMPLES && !tally.examples.includes(example)) {
    tally.examples.push(example);
  }
}

function render(tallies: Map<string, Tally>): string[] {
  return [...tallies.values()].map(({ text, count, examples }) => {
    const shown = examples.slice(0, EXAMPLES).map((example) => `'${example}'`);
    return text(count, examples.length > EXAMPLES ? `${shown.join(', ')}…` : shown.join(', '));
  });
}
