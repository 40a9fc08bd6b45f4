/**
 * `local/no-literal-text`: words a player reads come from a texts catalogue, never from JSX itself.
 * Refuses letters in JSX text, in `{'string'}` and template children, and in the attributes that are
 * read or heard (aria-label, title, placeholder, alt, and props named like label/title/text/message).
 * Punctuation, numbers and symbols alone (`·`, `→`, `×`, `3`) pass: they are not words to translate.
 */
const LETTER = /\p{L}/u;
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const TEXT_PROP =
  /^(label|title|heading|text|message|description|hint|caption|legend|[a-z]+(Label|Text|Title|Message|Heading|Hint))$/;

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Words shown to a player come from a texts module, not from JSX literals.' },
    schema: [],
    messages: {
      literal:
        'Literal text "{{text}}" in JSX: put it in the feature\'s texts module (texts.ts) and use it from there.',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 40) } });
    const checkExpression = (node) => {
      if (!node) return;
      if (node.type === 'Literal' && typeof node.value === 'string' && LETTER.test(node.value))
        report(node, node.value);
      if (node.type === 'TemplateLiteral') {
        const words = node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
        if (LETTER.test(words)) report(node, words);
      }
      if (node.type === 'ConditionalExpression') {
        checkExpression(node.consequent);
        checkExpression(node.alternate);
      }
      if (node.type === 'LogicalExpression') checkExpression(node.right);
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') checkExpression(node.expression);
      },
      JSXAttribute(node) {
        const name =
          node.name.type === 'JSXIdentifier' ? node.name.name : `${node.name.namespace.name}:${node.name.name.name}`;
        if (!TEXT_ATTRIBUTES.has(name) && !TEXT_PROP.test(name)) return;
        if (!node.value) return;
        if (node.value.type === 'Literal') checkExpression(node.value);
        else if (node.value.type === 'JSXExpressionContainer') checkExpression(node.value.expression);
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
