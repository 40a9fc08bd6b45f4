// `node scripts/size-limits.mjs [--over N]`: files stay small and functions short (issue 35,
// STYLE habit 11). Fails (exit 1) when a function in packages/ or apps/ passes 150 lines or a file
// passes 400, or a decision record passes a page (70 lines); tests, fixtures, test servers and
// generated files are not counted. `--over N` lists the functions past N lines as well, without
// failing on them. `npm test` runs it beside the lint.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root } from './lib.mjs';

export const FUNCTION_LIMIT = 150;
export const FILE_LIMIT = 400;
/** A decision record stays under one page (context, decision, consequences): about 70 lines. */
export const RECORD_LIMIT = 70;

/** Files that are not the product's code: tests and what only tests use, generated files. */
const NOT_COUNTED = [
  /\.test\.(ts|tsx|mjs)$/,
  /\.fixture\.ts$/,
  /\.d\.ts$/,
  /(^|\/)(test|tests|__tests__|migrations|pglite-template|dist)\//,
  /-test-server\.ts$/,
  /(^|\/)test-[^/]*\.(ts|tsx)$/,
];

/** Source files of packages/ and apps/ that count, relative to the repository root. */
export function countedFiles(cwd = root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'packages', 'apps'], {
    cwd,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && !NOT_COUNTED.some((pattern) => pattern.test(file)));
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

/** Every function of one source text: `{ name, line, lines }`, nested ones too. */
export function measureSource(fileName, text) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const functions = [];
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isGetAccessor(node) ||
      ts.isSetAccessor(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      functions.push({ name: functionName(node), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  return { lines, functions };
}

/** Decision records longer than a page, relative to the repository root. */
export function longRecords(cwd = root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'docs/decisions'], {
    cwd,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, lines: readFileSync(path.join(cwd, file), 'utf8').trimEnd().split('\n').length }))
    .filter((record) => record.lines > RECORD_LIMIT);
}

/** What passes the limits (and, with `over`, every function past that many lines). */
export function measure({ cwd = root, files = countedFiles(cwd), over = FUNCTION_LIMIT } = {}) {
  const longFiles = [];
  const longFunctions = [];
  for (const file of files) {
    const { lines, functions } = measureSource(file, readFileSync(path.join(cwd, file), 'utf8'));
    if (lines > FILE_LIMIT) longFiles.push({ file, lines });
    for (const fn of functions) if (fn.lines > over) longFunctions.push({ file, ...fn });
  }
  longFunctions.sort((a, b) => b.lines - a.lines);
  longFiles.sort((a, b) => b.lines - a.lines);
  return { files: files.length, longFiles, longFunctions };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const overAt = process.argv.indexOf('--over');
  const over = overAt > 0 ? Number(process.argv[overAt + 1]) : FUNCTION_LIMIT;
  const { files, longFiles, longFunctions } = measure({ over: Math.min(over, FUNCTION_LIMIT) });
  const records = longRecords();
  for (const record of records)
    console.log(`${String(record.lines).padStart(4)}  ${record.file}  record past one page`);
  for (const fn of longFunctions) {
    const mark = fn.lines <= FUNCTION_LIMIT ? '' : 'too long';
    console.log(`${String(fn.lines).padStart(4)}  ${fn.file}:${fn.line}  ${fn.name}  ${mark}`.trimEnd());
  }
  for (const file of longFiles) console.log(`${String(file.lines).padStart(4)}  ${file.file}  file too long`);
  const tooLong = longFunctions.filter((fn) => fn.lines > FUNCTION_LIMIT);
  const past = longFunctions.length;
  console.log(
    `size limits: ${files} files; ${tooLong.length} functions over ${FUNCTION_LIMIT} lines, ` +
      `${longFiles.length} files over ${FILE_LIMIT} lines, ${records.length} decision records over ${RECORD_LIMIT} lines` +
      (over < FUNCTION_LIMIT ? `; ${past} functions over ${over} lines` : ''),
  );
  if (tooLong.length || longFiles.length || records.length) {
    console.log(
      `Split what passes the limits by what it does (STYLE habit 11): functions ≤ ${FUNCTION_LIMIT} lines, files ≤ ${FILE_LIMIT}; ` +
        `a decision record says context, decision and consequences in ≤ ${RECORD_LIMIT} lines (figures go in notes).`,
    );
    process.exitCode = 1;
  }
}
