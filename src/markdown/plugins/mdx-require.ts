// `require('./diagram.png')` in an MDX page's expressions, as Docusaurus's
// webpack answers it: the module, whose `default` is an image's or a file's
// URL (`<img src={require('./diagram.png').default} />`), or a JSON file's or
// a module's exports. Each literal specifier is resolved at build time
// through the same import mapping as an `import` (the file is published under
// a hashed name), and the call is replaced by the name it is bound to.
import type { Node as EstreeNode, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { ImportLoader } from '../imports/import-loader.ts';
import type { VFile } from 'vfile';
import { locatePlace, recordError } from '../position.ts';
import type { MarkdownContext } from '../types.ts';
import { walkTree } from '../walk-tree.ts';
import { BuildError } from '../../shared/errors.ts';

/** A `require('…')` call with a literal specifier, where it is in its tree. */
interface RequireCall {
  specifier: string;
  /** Line in the source file. */
  line: number | undefined;
  replace(name: string): void;
}

const isNode = (value: unknown): value is EstreeNode => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function isRequireCall(node: EstreeNode): node is EstreeNode & { type: 'CallExpression'; arguments: [{ type: 'Literal'; value: string }] } {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require' || node.arguments.length !== 1) return false;
  const [argument] = node.arguments;
  return argument!.type === 'Literal' && typeof argument!.value === 'string';
}

/** Every `require('…')` call of `program`, each with a way to replace it by a name. */
function requireCallsOf(program: Program, context: MarkdownContext): RequireCall[] {
  const calls: RequireCall[] = [];
  const visit = (node: EstreeNode) => {
    for (const [key, child] of Object.entries(node)) {
      const children: unknown[] = Array.isArray(child) ? child : [child];
      children.forEach((item, index) => {
        if (!isNode(item)) return;
        if (isRequireCall(item)) {
          const holder = node as unknown as Record<string, unknown>;
          calls.push({
            specifier: item.arguments[0].value,
            // An estree column counts from 0.
            line: item.loc ? locatePlace({ line: item.loc.start.line, column: item.loc.start.column + 1 }, context).line : undefined,
            replace: (name) => {
              const identifier = { type: 'Identifier', name };
              if (Array.isArray(child)) child[index] = identifier;
              else holder[key] = identifier;
            },
          });
          return;
        }
        visit(item);
      });
    }
  };
  visit(program);
  return calls;
}

/** The programs of the page's expressions: its ESM, `{…}` blocks and JSX attributes' values. */
function expressionPrograms(tree: Root): Program[] {
  const programs: Program[] = [];
  const add = (data: unknown) => {
    const estree = (data as { estree?: Program } | undefined)?.estree;
    if (estree) programs.push(estree);
  };
  walkTree(tree, (node: Nodes) => {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') add(node.data);
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxExpressionAttribute') add(attribute.data);
        else if (attribute.value && typeof attribute.value !== 'string') add(attribute.value.data);
      }
    }
  });
  return programs;
}

/**
 * Replaces each `require('…')` call of the page by a name bound to the
 * module it names, and returns those bindings; a page that declares a
 * `require` of its own keeps it. A specifier that cannot be resolved is an
 * error at its line, as an import's is.
 */
export async function bindRequireCalls(tree: Root, file: VFile, loader: ImportLoader): Promise<Record<string, unknown>> {
  const context = file.data.context!;
  const calls = expressionPrograms(tree).flatMap((program) => requireCallsOf(program, context));
  const bindings: Record<string, unknown> = {};
  const names = new Map<string, string>();
  for (const call of calls) {
    let name = names.get(call.specifier);
    if (name === undefined) {
      name = `__docgenRequire${names.size}`;
      const statement = { type: 'ImportDeclaration' as const, specifiers: [{ type: 'ImportNamespaceSpecifier' as const, local: { type: 'Identifier' as const, name } }], source: { type: 'Literal' as const, value: call.specifier }, attributes: [] };
      const result = await loader.bind(statement, context, call.line);
      if (!result.ok) {
        recordError(file, new BuildError(result.message.replace(/^Cannot resolve import/, 'Cannot resolve require()'), { file: context.file.path, line: call.line }));
        continue;
      }
      Object.assign(bindings, result.bindings);
      names.set(call.specifier, name);
    }
    call.replace(name);
  }
  return bindings;
}
