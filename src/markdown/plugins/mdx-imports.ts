import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportDeclaration, Program, Statement } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { errorAt } from '../position.ts';
import { resolveModuleFile } from '../site-modules.ts';
import type { MarkdownContext } from '../types.ts';

/** Modules content may import, by specifier: `@theme/Tabs` → its exports. */
export type ImportableModules = Record<string, Record<string, unknown>>;

const RAW_LOADER = /^!!?raw-loader!(.+)$/;

declare module 'vfile' {
  interface DataMap {
    importBindings: Record<string, unknown>;
  }
}

/**
 * Resolves every `import` of an MDX file at build time: theme components from
 * the registry, `!!raw-loader!./file` as the file's text, and the site's own
 * modules (`@site/…` or a relative path: React components, data files). The
 * import becomes `const {…} = arguments[0].docgenImports`, filled when the
 * page is run. Anything else, and any capitalised component that is neither
 * imported nor defined, is an error with the file and line.
 */
export function remarkMdxImports(options: { modules: ImportableModules; globalComponents: Set<string> }) {
  return async (tree: Root, file: VFile) => {
    const context = file.data.context!;
    const bindings: Record<string, unknown> = {};
    const declared = new Set<string>();

    const esmNodes: MdxjsEsm[] = [];
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => void esmNodes.push(node));
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
        const resolved = await resolveImport(statement, context, options.modules);
        if (typeof resolved === 'string') throw errorAt(resolved, node, context);
        for (const [local, value] of Object.entries(resolved)) {
          bindings[local] = value;
          declared.add(local);
        }
        body.push(destructureFromArguments(Object.keys(resolved)));
      }
      program.body = body;
    }

    const checkElement = (node: MdxJsxFlowElement | MdxJsxTextElement) => {
      const name = node.name;
      if (!name || !/^[A-Z]/.test(name) && !name.includes('.')) return;
      const base = name.split('.')[0]!;
      if (declared.has(base) || options.globalComponents.has(base)) return;
      throw errorAt(`Unknown component <${name}>: import it (for example from '@theme/${base}') or register it with docgen.`, node, context);
    };
    visit(tree, 'mdxJsxFlowElement', checkElement);
    visit(tree, 'mdxJsxTextElement', checkElement);
    file.data.importBindings = bindings;
  };
}

/** `@site/x` is the site folder's x; `./x` and `../x` are relative to the page. */
function importPath(specifier: string, context: MarkdownContext): string | undefined {
  if (specifier.startsWith('@site/')) return path.join(context.siteDir, specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(context.file.path), specifier);
  return undefined;
}

async function loadExports(specifier: string, context: MarkdownContext, modules: ImportableModules): Promise<Record<string, unknown> | string> {
  const raw = RAW_LOADER.exec(specifier);
  if (raw) {
    const target = importPath(raw[1]!.startsWith('.') || raw[1]!.startsWith('@site/') ? raw[1]! : `./${raw[1]}`, context)!;
    if (!existsSync(target)) return `Cannot resolve import "${specifier}": the file ${target} does not exist.`;
    context.dependencies.add(target);
    return { default: readFileSync(target, 'utf8') };
  }
  if (modules[specifier]) return modules[specifier];
  const base = importPath(specifier, context);
  if (!base) return `Cannot resolve import "${specifier}". docgen can import ${Object.keys(modules).join(', ')}, the site's own modules through "@site/…" or a relative path, and files through "!!raw-loader!".`;
  const target = resolveModuleFile(base);
  if (!target) return `Cannot resolve import "${specifier}": there is no module at ${base} (tried .tsx, .ts, .jsx, .js, .json and index files).`;
  const module = await context.loadSiteModule(target);
  for (const input of module.inputs) context.dependencies.add(input);
  return module.exports;
}

async function resolveImport(statement: ImportDeclaration, context: MarkdownContext, modules: ImportableModules): Promise<Record<string, unknown> | string> {
  const specifier = String(statement.source.value);
  const moduleExports = await loadExports(specifier, context, modules);
  if (typeof moduleExports === 'string') return moduleExports;
  const result: Record<string, unknown> = {};
  for (const specifierNode of statement.specifiers) {
    const local = specifierNode.local.name;
    if (specifierNode.type === 'ImportNamespaceSpecifier') result[local] = moduleExports;
    else {
      const imported = specifierNode.type === 'ImportDefaultSpecifier' ? 'default' : specifierNode.imported.type === 'Identifier' ? specifierNode.imported.name : String(specifierNode.imported.value);
      if (!(imported in moduleExports)) return `"${specifier}" has no export named "${imported}".`;
      result[local] = moduleExports[imported];
    }
  }
  return result;
}

function destructureFromArguments(names: string[]): Statement {
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
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
  if (!declaration) return;
  if (declaration.type === 'VariableDeclaration') {
    for (const item of declaration.declarations) if (item.id.type === 'Identifier') declared.add(item.id.name);
  } else if ('id' in declaration && declaration.id) declared.add(declaration.id.name);
}
