/**
 * scripts/generate-types.mjs turns custom-elements.json into the VS Code HTML
 * custom data and the React 19 / Preact JSX declarations: the data lists every
 * attribute of every tag, and TSX samples type-check against the declarations
 * (valid ones cleanly, wrong values and misspelt props with diagnostics).
 * Needs a built dist/ (`npx rollup -c`); the test reruns the generator itself.
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const read = (path) => readFileSync(join(root, path), 'utf8');

const manifest = JSON.parse(read('custom-elements.json'));
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);

// Module resolution must find node_modules (react, preact, and `paginator-elements`
// by self-reference through package.json `exports`), so the samples live inside the project,
// in a folder of this process's own: npm test runs this file on several Nodes at once.
const scratch = join(root, 'node_modules', '.cache', `generated-types-test-${process.pid}`);

/** Type-check `files` ({name: source}) with the given JSX import source; diagnostics per file name. */
function typecheck(files, jsxImportSource) {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const paths = Object.entries(files).map(([name, text]) => {
    const path = join(scratch, name);
    writeFileSync(path, text);
    return path;
  });
  const generated = join(root, 'dist', 'jsx', `${jsxImportSource}.d.ts`);
  const program = ts.createProgram([...paths, generated], {
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    noEmit: true,
    types: [],
    // Libraries' own declarations are not under test; the generated file is checked explicitly below.
    skipLibCheck: false,
  });
  const format = (d) => ts.flattenDiagnosticMessageText(d.messageText, '\n');
  const result = { global: [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(format) };
  for (const path of [...paths, generated]) {
    const source = program.getSourceFile(path);
    expect(source, path).to.not.equal(undefined);
    result[path === generated ? 'generated' : path.slice(scratch.length + 1)] = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ].map(format);
  }
  return result;
}

/** TSX samples shared by React and Preact; `ok` must compile cleanly, every other one must not. */
const samples = (framework) => {
  const opt = `import type {} from 'paginator-elements/jsx/${framework}';\n`;
  return {
    'ok.tsx': `${opt}
export const numbers = (
  <paginator-numbers paging={{}} url-style="named" modulus="4" onpaginator-navigate={(e) => e.detail.page} />
);
export const typed = (
  <paginator-numbers
    paging={{ page: 2, pageCount: 7 }}
    modulus={4}
    beforeText="«"
    updateTarget="results"
    update="results"
    before="["
    after="]"
    url={{ controller: 'articles' }}
    pushUrl={false}
    push-url
    first={null}
    id="pages"
    onpaginator-navigate={(e) => {
      const page: number | null = e.detail.page;
      const url: string = e.detail.url;
      return [page, url];
    }}
    onpaginator-error={(e) => e.detail}
  />
);
export const counter = <paginator-counter format="Page {:page} of {:pages}" source="paging" light />;
export const link = (
  <paginator-link kind="prev" step={2} disabled-label="none" url-style="query" onpaginator-load={(e) => e.detail}>
    Previous
  </paginator-link>
);
export const error = (
  <framework-error
    method="error404"
    params={{ url: '/missing' }}
    debug={1}
    capture
    onframework-error-captured={(e) => {
      const kind: 'error' | 'unhandledrejection' = e.detail.kind;
      return kind;
    }}
  />
);
`,
    'bad-url-style.tsx': `${opt}export const x = <paginator-numbers url-style="weird" />;\n`,
    'bad-kind.tsx': `${opt}export const x = <paginator-link kind="sideways" />;\n`,
    // A hyphenated name that no type declares is accepted by TypeScript's JSX
    // rules (as for data-*), so the misspelling checked is an identifier.
    'bad-name.tsx': `${opt}export const x = <paginator-numbers modulos="4" />;\n`,
    'bad-property.tsx': `${opt}export const x = <paginator-numbers pushUrl="yes" />;\n`,
    'bad-detail.tsx': `${opt}export const x = <paginator-numbers onpaginator-navigate={(e) => e.detail.nope} />;\n`,
    // Only <paginator-numbers> takes before: on a link it would replace the DOM's before().
    'bad-link-before.tsx': `${opt}export const x = <paginator-link before="[" />;\n`,
    'bad-paging.tsx': `${opt}export const x = <paginator-numbers paging={42} />;\n`,
    'bad-update.tsx': `${opt}export const x = <paginator-numbers update={() => undefined} />;\n`,
    // React and Preact would listen to an event named "PaginatorNavigate", which nothing fires.
    'bad-event-case.tsx': `${opt}export const x = <paginator-numbers onPaginatorNavigate={() => undefined} />;\n`,
    'bad-tag.tsx': `${opt}export const x = <paginator-number />;\n`,
  };
};

describe('generated types (scripts/generate-types.mjs)', function () {
  // A whole TypeScript program per hook, with the DOM's declarations: npm test runs it on three
  // Nodes at once, and under load (two cores, three runs) one hook took more than 30 s.
  this.timeout(120_000);

  before(() => {
    execFileSync(process.execPath, [join(root, 'scripts', 'generate-types.mjs')], { cwd: root, stdio: 'pipe' });
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  describe('VS Code HTML custom data', () => {
    let data;
    before(() => {
      data = JSON.parse(read('dist/vscode.html-custom-data.json'));
    });

    it('is version 1.1 with one tag per custom element', () => {
      expect(data.version).to.equal(1.1);
      expect(data.tags.map((t) => t.name)).to.deep.equal(elements.map((e) => e.tagName));
      expect(elements.map((e) => e.tagName)).to.have.members([
        'paginator-numbers',
        'paginator-counter',
        'paginator-link',
        'framework-error',
        'paginator-limit',
        'paginator-jump',
      ]);
    });

    for (const el of elements) {
      it(`<${el.tagName}> lists exactly the manifest's attributes, described`, () => {
        const tag = data.tags.find((t) => t.name === el.tagName);
        expect(tag.attributes.map((a) => a.name)).to.deep.equal(el.attributes.map((a) => a.name));
        expect(tag.description.value).to.include(el.summary);
        for (const attr of tag.attributes) {
          const described = el.attributes.find((a) => a.name === attr.name).description;
          if (described) expect(attr.description.value, attr.name).to.include(described);
        }
        for (const event of el.events ?? []) expect(tag.description.value).to.include(`\`${event.name}\``);
      });
    }

    it('enumerates the values of string-literal attributes', () => {
      const values = (tagName, name) =>
        data.tags.find((t) => t.name === tagName).attributes.find((a) => a.name === name).values?.map((v) => v.name);
      for (const tagName of ['paginator-numbers', 'paginator-counter', 'paginator-link', 'paginator-limit', 'paginator-jump']) {
        expect(values(tagName, 'url-style'), tagName).to.deep.equal(['query', 'named']);
        expect(values(tagName, 'paging'), tagName).to.equal(undefined);
      }
      expect(values('paginator-link', 'kind')).to.deep.equal(['prev', 'next', 'first', 'last', 'sort', 'page', 'more']);
    });
  });

  describe('JSX declarations', () => {
    for (const framework of ['react', 'preact']) {
      it(`${framework}: declare a prop for every attribute, public property and event the element can receive`, () => {
        const dts = read(`dist/jsx/${framework}.d.ts`);
        for (const el of elements) {
          const body = new RegExp(`export interface ${el.name}Props \\{([\\s\\S]*?)\\n\\}`).exec(dts)?.[1];
          expect(body, el.name).to.be.a('string');
          const has = (key) => new RegExp(`^  (${key}|'${key}')\\?:`, 'm').test(body);
          // `key` is the framework's own: it never reaches the element, so no declaration says it does.
          const receivable = (name) => name !== 'key';
          for (const attr of el.attributes) expect(has(attr.name), `${el.tagName} ${attr.name}`).to.equal(receivable(attr.name));
          for (const field of el.members.filter((m) => m.kind === 'field' && !m.privacy && !m.static && !m.readonly)) {
            expect(has(field.name), `${el.tagName} .${field.name}`).to.equal(receivable(field.name));
          }
          for (const event of el.events) expect(has(`on${event.name}`), `${el.tagName} on${event.name}`).to.equal(true);
          expect(dts).to.include(`'${el.tagName}': `);
        }
        expect(dts).to.match(new RegExp(`declare module '${framework}' \\{\\n  namespace JSX \\{\\n    interface IntrinsicElements \\{`));
      });
    }

    for (const framework of ['react', 'preact']) {
      describe(framework, () => {
        let result;
        before(() => {
          result = typecheck(samples(framework), framework);
        });

        it('the generated declaration file itself has no errors', () => {
          expect(result.global).to.deep.equal([]);
          expect(result.generated).to.deep.equal([]);
        });

        it('a valid sample compiles with zero diagnostics', () => {
          expect(result['ok.tsx']).to.deep.equal([]);
        });

        for (const name of Object.keys(samples(framework)).filter((n) => n.startsWith('bad-'))) {
          it(`${name.slice(0, -4)} is an error`, () => {
            expect(result[name], name).to.not.deep.equal([]);
          });
        }
      });
    }
  });
});
