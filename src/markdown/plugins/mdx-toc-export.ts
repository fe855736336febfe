import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { VFile } from 'vfile';
import { extractTitle } from '../../content/markdown-text.ts';

/** A page that names `name` as a variable of its own (an import or a declaration), whose name the page keeps. */
const declares = (code: string, name: string) => new RegExp(`\\b(?:const|let|var|function|class|import)\\b[^;]*\\b${name}\\b`).test(code);

/**
 * Every MDX page has its headings in scope as `toc`, and the text of its
 * leading `# Title` as `contentTitle`, as Docusaurus' MDX loader exports them
 * (`<TOCInline toc={toc} />`, `The title is {contentTitle}`): added, after
 * the heading ids are made (remarkHeadingIds), to a page whose text names
 * them and that does not declare them itself. Every partial exports its
 * `toc`, which its importer may take (`import Part, { toc as partToc } from './_part.mdx'`).
 */
export function remarkMdxTocExport() {
  return (tree: Root, file: VFile) => {
    const text = String(file.value);
    const own = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
    const wanted = (name: string) => new RegExp(`\\b${name}\\b`).test(text) && !own.some((code) => declares(code, name));
    if ((file.data.context?.exportsToc || wanted('toc')) && !own.some((code) => declares(code, 'toc'))) tree.children.push(exportConst('toc', file.data.toc ?? []));
    // Read from the page as written: the rewrites for MDX 3 escape a `{#id}`.
    if (wanted('contentTitle')) tree.children.push(exportConst('contentTitle', extractTitle(file.data.context?.file.body ?? text)));
  };
}

/** `export const name = value;` as MDX's ESM node. */
function exportConst(name: string, value: unknown): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            attributes: [],
            source: null,
            declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }] },
          },
        ],
      },
    },
  };
}
