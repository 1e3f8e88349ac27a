import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a guest reads comes from the catalogues (src/i18n/catalogues): this test reads the
 * public site's components and fails on a text typed in one (JSX text, a label, title, placeholder
 * or alt attribute, a title/description/label/message property), so a page cannot be half
 * translated without anyone noticing. The admin panel is Italian only and is not read.
 */
const SRC = join(import.meta.dirname, '..');

/**
 * The files whose texts have not moved into the catalogues yet: each leaves this list as its
 * texts move (the test fails on a file listed that no longer needs it, so the list only shrinks).
 */
const NOT_YET_MOVED = new Set<string>([]);

/**
 * Words that are the same in every language: the brand's (the logo), the apartments' legal codes,
 * the services' names.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Catania',
  'Centro',
  'Apartments',
  'CIN',
  'CIR',
  'WhatsApp',
]);
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
]);
const TEXT_PROPERTIES = new Set(['title', 'description', 'label', 'message', 'placeholder']);

function publicSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const file = relative(SRC, path);
    if (entry.isDirectory()) {
      return /^(test|i18n|features\/admin)$/.test(file) ? [] : publicSources(path);
    }
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$|^pages\/admin/.test(file) ? [file] : [];
  });
}

const isText = (text: string) =>
  /\p{L}{2,}/u.test(text) &&
  !text
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .every((word) => SAME_IN_EVERY_LANGUAGE.has(word));

/** The texts typed in a component: `line: text`. */
function looseTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(SRC, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!isText(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1}: ${text.trim().slice(0, 60)}`);
  };
  // A template's typed parts count as well: `Foto di ${name}` is Italian whatever the name.
  const literal = (node: ts.Node | undefined) => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literal(node.expression);
      if (text !== undefined) report(node, text);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const text =
        literal(value) ??
        (value && ts.isJsxExpression(value) ? literal(value.expression) : undefined);
      if (text !== undefined) report(node, text);
    } else if (ts.isConditionalExpression(node)) {
      // A text chosen by a condition and shown through a variable: `loading ? 'Verifica…' : …`.
      // Keys and class names are lower case; a sentence starts with a capital.
      for (const branch of [node.whenTrue, node.whenFalse]) {
        const text = literal(branch);
        if (text !== undefined && /^\p{Lu}/u.test(text)) report(branch, text);
      }
    } else if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.getText(source))) {
      const text = literal(node.initializer);
      if (text !== undefined) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the public site types no text outside the catalogues', () => {
  const files = publicSources(SRC);

  it('reads the public components', () => {
    expect(files).toContain('app/layout/navbar.tsx');
    expect(files).not.toContain('features/admin/admin-panel.tsx');
  });

  it('finds no text in a component whose texts have moved', () => {
    const loose = files.filter((file) => !NOT_YET_MOVED.has(file)).flatMap(looseTexts);
    expect(loose).toEqual([]);
  });

  it('lists only files that still type texts', () => {
    const done = [...NOT_YET_MOVED].filter((file) => looseTexts(file).length === 0);
    expect(done).toEqual([]);
  });
});
