import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The texts rule with the repository's own config: a component placed in a web feature that
 * writes words into its JSX is refused; words from a texts module, symbols and class names pass.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'local/no-literal-text';
const filePath = 'apps/web/src/features/home/fixture-panel.tsx';
let eslint;

async function textErrors(code) {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal).toEqual([]);
  return result.messages.filter((message) => message.ruleId === RULE);
}

describe('the texts lint rule', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('refuses words in JSX text, in string and template children, and in read-out attributes', async () => {
    const errors = await textErrors(
      [
        'export function Panel({ count }: { count: number }) {',
        '  return (',
        '    <section aria-label="Saved quotes">',
        '      <h2>Your quotes</h2>',
        "      <p>{'Nothing saved yet'}</p>",
        '      <p>{`${count} quotes`}</p>',
        '      <input placeholder="Search" />',
        '      <img alt="A fox" src="/fox.png" />',
        '      <Button confirmLabel="Delete it" />',
        "      <p>{count > 0 ? 'Some' : 'None'}</p>",
        '    </section>',
        '  );',
        '}',
        'function Button(props: { confirmLabel: string }) {',
        '  return <button type="button">{props.confirmLabel}</button>;',
        '}',
        '',
      ].join('\n'),
    );
    expect(errors.map((error) => error.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 10]);
    expect(errors[1].message).toContain('"Your quotes"');
    expect(errors[1].message).toContain('texts module');
  });

  it('lets through words from a catalogue, symbols and numbers, and attributes that are not read', async () => {
    const errors = await textErrors(
      [
        "const texts = { title: 'Your quotes', close: 'Close' } as const;",
        'export function Panel({ count }: { count: number }) {',
        '  return (',
        '    <section className="panel quotes" aria-label={texts.title} data-state="open">',
        '      <h2 id="quotes-title">{texts.title}</h2>',
        '      <p>{count} · 3 → ×</p>',
        '      <button type="button" aria-label={texts.close}>',
        '        ×',
        '      </button>',
        '    </section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
