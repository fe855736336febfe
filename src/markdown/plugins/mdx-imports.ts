import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportDeclaration, Program, Statement } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { errorAt } from '../position.ts';

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
 * the registry, `!!raw-loader!./file` as the file's text. The import becomes
 * `const {…} = arguments[0].docgenImports`, filled when the page is run.
 * Anything else, and any capitalised component that is neither imported nor
 * defined, is an error with the file and line.
 */
export function remarkMdxImports(options: { modules: ImportableModules; globalComponents: Set<string> }) {
  return (tree: Root, file: VFile) => {
    const context = file.data.context!;
    const bindings: Record<string, unknown> = {};
    const declared = new Set<string>();

    visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
      const program = node.data?.estree as Program | undefined;
      if (!program) return;
      program.body = program.body.map((statement): Statement => {
        if (statement.type !== 'ImportDeclaration') {
          collectDeclaredNames(statement, declared);
          return statement as Statement;
        }
        const resolved = resolveImport(statement, context.file.path, options.modules);
        if (typeof resolved === 'string') throw errorAt(resolved, node, context);
        for (const [local, value] of Object.entries(resolved)) {
          bindings[local] = value;
          declared.add(local);
        }
        return destructureFromArguments(Object.keys(resolved));
      });
    });

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

function resolveImport(statement: ImportDeclaration, fromFile: string, modules: ImportableModules): Record<string, unknown> | string {
  const specifier = String(statement.source.value);
  const raw = RAW_LOADER.exec(specifier);
  let moduleExports: Record<string, unknown> | undefined;
  if (raw) {
    const target = raw[1]!.startsWith('@site/') ? undefined : path.resolve(path.dirname(fromFile), raw[1]!);
    if (!target || !existsSync(target)) return `Cannot resolve import "${specifier}": the file ${target ?? raw[1]} does not exist.`;
    moduleExports = { default: readFileSync(target, 'utf8') };
  } else {
    moduleExports = modules[specifier];
    if (!moduleExports) return `Cannot resolve import "${specifier}". docgen can import ${Object.keys(modules).join(', ')} and files through "!!raw-loader!".`;
  }
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
