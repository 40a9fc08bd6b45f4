/**
 * The tags a compiled ink story (its JSON) carries, found without running it (decision 0283). Ink
 * writes a tag as "#", its text as "^…" strings, then "/#"; older stories as { "#": "text" }.
 * A tag whose text is computed ({…}, a variable) holds other entries between the markers: it
 * is listed in `dynamic`, since no check can know what it will say.
 */
export interface StoryJsonTags {
  tags: string[];
  dynamic: number;
  /** EXTERNAL functions the story calls ({ "x()": name }): nothing is ever bound to them. */
  externals: string[];
}

/** Ink's compiled JSON is a tree of arrays and objects; a story of 256 kB is walked with a stack. */
export function storyJsonTags(root: unknown): StoryJsonTags {
  const tags: string[] = [];
  const externals = new Set<string>();
  let dynamic = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      let open: string[] | null = null;
      let computed = false;
      for (const entry of node) {
        if (entry === '#') {
          open = [];
          computed = false;
        } else if (entry === '/#' && open) {
          if (computed) dynamic += 1;
          else tags.push(open.join('').trim());
          open = null;
        } else if (open) {
          if (typeof entry === 'string' && entry.startsWith('^')) open.push(entry.slice(1));
          else computed = true;
          if (typeof entry === 'object' && entry !== null) stack.push(entry);
        } else if (typeof entry === 'object' && entry !== null) stack.push(entry);
      }
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '#' && typeof value === 'string') tags.push(value.trim());
        else if (key === 'x()' && typeof value === 'string') externals.add(value);
        else if (typeof value === 'object' && value !== null) stack.push(value);
      }
    }
  }
  return { tags, dynamic, externals: [...externals] };
}
