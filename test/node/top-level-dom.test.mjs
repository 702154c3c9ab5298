/**
 * The guard beside the import test (issue 34, point 3): no module of src/
 * reads a DOM global while it is imported. The TypeScript parser finds the
 * code that runs at import (top-level statements, class heritage, static
 * members, decorators, computed names), leaving out function bodies,
 * methods, instance fields and types, and fails on each read of a browser
 * global there, naming the file, the line and the name. What it cannot see,
 * a call at import into a function that reads one, the import test catches.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const src = new URL('../../src/', import.meta.url).pathname;

/**
 * Browser globals that Node lacks. Not `customElements`: an element module registers its element at
 * import, which works on a server because the module has imported Lit's server build first, and
 * that sets the global registry (@lit-labs/ssr-dom-shim's); the import test checks it.
 */
const DOM_GLOBALS = new Set([
  'window', 'self', 'document', 'history', 'location', 'navigator', 'localStorage', 'sessionStorage',
  'requestAnimationFrame', 'requestIdleCallback', 'getComputedStyle', 'matchMedia', 'addEventListener', 'trustedTypes',
  'MutationObserver', 'ResizeObserver', 'IntersectionObserver', 'CSSStyleSheet', 'DOMParser',
  'Node', 'Text', 'Comment', 'Element', 'Document', 'DocumentFragment', 'ShadowRoot', 'CustomElementRegistry',
  'HTMLElement', 'HTMLAnchorElement', 'HTMLButtonElement', 'HTMLTemplateElement', 'HTMLInputElement', 'HTMLFormElement',
  'HTMLSelectElement', 'SVGElement', 'MathMLElement', 'ElementInternals',
]);

/** Whether `node` is evaluated only later (a function's body, a method, an instance field's initializer). */
function deferred(node) {
  if (ts.isFunctionLike(node) && !ts.isFunctionTypeNode(node)) return true;
  if (ts.isPropertyDeclaration(node) && !node.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) return 'name';
  return false;
}

/** Whether an identifier reads a variable (not a property name, a label, a type, a declaration's name). */
function readsVariable(id) {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)
    || ts.isGetAccessor(parent) || ts.isSetAccessor(parent) || ts.isEnumMember(parent)) && parent.name === id) return false;
  if ((ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent)
    || ts.isFunctionDeclaration(parent) || ts.isClassDeclaration(parent) || ts.isImportSpecifier(parent)
    || ts.isExportSpecifier(parent) || ts.isImportClause(parent) || ts.isNamespaceImport(parent)) && (parent.name === id || parent.propertyName === id)) return false;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  return true;
}

/** The reads of DOM globals that run when `file` (its text `text`) is imported. */
function topLevelReads(file, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    // `extends X` evaluates X when the class is defined; `implements X` is a type.
    if (ts.isExpressionWithTypeArguments(node) && ts.isHeritageClause(node.parent)) {
      if (node.parent.token === ts.SyntaxKind.ExtendsKeyword) visit(node.expression);
      return;
    }
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)
      || ts.isImportDeclaration(node) || ts.isModuleDeclaration(node)) return;
    const later = deferred(node);
    if (later === true) return;
    if (later === 'name') {
      if (node.name && ts.isComputedPropertyName(node.name)) visit(node.name);
      return;
    }
    if (ts.isIdentifier(node) && DOM_GLOBALS.has(node.text) && readsVariable(node)) {
      // `typeof window` is how a module asks without reading.
      if (!(ts.isTypeOfExpression(node.parent))) {
        found.push(`${relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = readdirSync(src, { recursive: true }).filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts')).map((name) => join(src, name));

describe('no module reads a DOM global at import', () => {
  it('finds the sources, and the reads that run at import only', () => {
    expect(files.length).to.be.greaterThan(100);
    const probe = `
      import type { X } from 'x';
      const state = history.state;
      export class A extends HTMLElement {
        static root = document;
        field = location.href;
        method(el: Element): Node { return document.body; }
      }
      function later() { return window; }
      const arrow = () => navigator;
      const asked = typeof window === 'undefined';
      const { document: own } = other;
      other.location = 1;
      export default { history: 1 };`;
    expect(topLevelReads(join(src, 'probe.ts'), probe)).to.deep.equal(['probe.ts:3 history', 'probe.ts:4 HTMLElement', 'probe.ts:5 document']);
  });

  it('no top-level read in src/', () => {
    const reads = files.flatMap((file) => topLevelReads(file));
    expect(reads, 'DOM globals read at a module\'s top level').to.deep.equal([]);
  });
});
