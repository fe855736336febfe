import type { Program, Statement } from 'estree';
import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import type { ImportLoader } from '../imports/import-loader.ts';
import { BuildError } from '../../shared/errors.ts';
import { errorAt, locate, locatePlace, recordError } from '../position.ts';
import { bindRequireCalls } from './mdx-require.ts';

declare module 'vfile' {
  interface DataMap {
    importBindings: Record<string, unknown>;
  }
}

/** Names MDX content may use without declaring them, as Docusaurus gives them. */
const PAGE_GLOBALS = ['frontMatter'] as const;

/**
 * Resolves every `import` of an MDX file at build time through the site's
 * import mapping (see ImportLoader). Each import becomes
 * `const {…} = arguments[0].docgenImports`, filled when the page is run.
 * Statements written inside JSX (an import under a <TabItem>) are hoisted to
 * the top, as MDX 1 did. A capitalised component that is neither imported nor
 * defined is an error with the file and line.
 */
export function remarkMdxImports(options: { loader: ImportLoader; globalComponents: Set<string> }) {
  return async (tree: Root, file: VFile) => {
    const context = file.data.context!;
    const bindings: Record<string, unknown> = {};
    const declared = new Set<string>();

    const esmNodes = hoistEsm(tree);
    for (const node of esmNodes) {
      const program = node.data?.estree as Program | undefined;
      if (!program) continue;
      const body: Statement[] = [];
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration') {
          collectDeclaredNames(statement, declared);
          body.push(statement as Statement);
          continue;
        }
        // Several statements share one ESM node; each has its own line.
        // An estree column counts from 0.
        const line = statement.loc ? locatePlace({ line: statement.loc.start.line, column: statement.loc.start.column + 1 }, context).line : locate(node, context).line;
        const result = await options.loader.bind(statement, context, line);
        if (!result.ok) {
          recordError(file, new BuildError(result.message, { file: context.file.path, line }));
          // Its names are declared all the same: the import is the mistake, not each use of them.
          for (const specifier of statement.specifiers) declared.add(specifier.local.name);
          continue;
        }
        Object.assign(bindings, result.bindings);
        for (const local of Object.keys(result.bindings)) declared.add(local);
        body.push(destructureFromArguments(Object.keys(result.bindings)));
      }
      program.body = body;
    }

    // `require('./diagram.png')` in expressions, as webpack answers it for Docusaurus (unless the page declares a require of its own).
    if (!declared.has('require') && context.file.body.includes('require(')) {
      const required = await bindRequireCalls(tree, file, options.loader);
      if (Object.keys(required).length > 0) {
        Object.assign(bindings, required);
        tree.children.unshift(esmNode(destructureFromArguments(Object.keys(required))));
      }
    }

    const globals = PAGE_GLOBALS.filter((name) => !declared.has(name));
    if (globals.length) {
      bindings.frontMatter = context.file.frontMatter;
      tree.children.unshift(esmNode(destructureFromArguments(globals)));
    }

    const checkElement = (node: MdxJsxFlowElement | MdxJsxTextElement) => {
      // A component given Markdown props is rendered through PropsFromChildren; check the component itself.
      const of = node.name === 'PropsFromChildren' ? node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'of') : undefined;
      const name = of?.value && typeof of.value !== 'string' ? of.value.value : node.name;
      if (!name || (!/^[A-Z]/.test(name) && !name.includes('.'))) return;
      const base = name.split('.')[0]!;
      if (declared.has(base) || options.globalComponents.has(base)) return;
      recordError(file, errorAt(`Unknown component <${name}>: import it (for example from '@theme/${base}') or register it with docgen.`, node, context));
      // One error for a component used several times.
      declared.add(base);
    };
    walkTree(tree, (node: Nodes) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') checkElement(node);
    });
    file.data.importBindings = bindings;
  };
}

/** Every ESM node in document order, the nested ones moved to the top level (after the top-level ones before them). */
function hoistEsm(tree: Root): MdxjsEsm[] {
  const found: MdxjsEsm[] = [];
  walkTree(tree, 'mdxjsEsm', (node: MdxjsEsm, index, parent) => {
    found.push(node);
    if (parent && parent !== tree && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    return;
  });
  tree.children = [...found, ...tree.children.filter((child) => child.type !== 'mdxjsEsm')] as RootContent[];
  return found;
}

function esmNode(statement: Statement): MdxjsEsm {
  return { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [statement] } } };
}

function destructureFromArguments(names: readonly string[]): Statement {
  const identifier = (name: string) => ({ type: 'Identifier' as const, name });
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      {
        type: 'VariableDeclarator',
        id: {
          type: 'ObjectPattern',
          properties: names.map((name) => ({ type: 'Property', kind: 'init', key: identifier(name), value: identifier(name), shorthand: true, computed: false, method: false })),
        },
        init: {
          type: 'MemberExpression',
          object: { type: 'MemberExpression', object: identifier('arguments'), property: { type: 'Literal', value: 0 }, computed: true, optional: false },
          property: identifier('docgenImports'),
          computed: false,
          optional: false,
        },
      },
    ],
  };
}

function collectDeclaredNames(statement: Program['body'][number], declared: Set<string>): void {
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement.type === 'VariableDeclaration' ? statement : undefined;
  if (!declaration) return;
  if (declaration.type === 'VariableDeclaration') {
    for (const item of declaration.declarations) if (item.id.type === 'Identifier') declared.add(item.id.name);
  } else if ('id' in declaration && declaration.id) declared.add(declaration.id.name);
}
