import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { VFile } from 'vfile';

/** A page that names `toc` as a variable of its own (an import or a declaration), whose name the page keeps. */
const OWN_TOC = /\b(?:const|let|var|function|class|import)\b[^;]*\btoc\b/;

/**
 * Every MDX page has its headings in scope as `toc`, as Docusaurus' MDX
 * loader exports them, for `<TOCInline toc={toc} />`: added, after the
 * heading ids are made (remarkHeadingIds), to a page whose text names `toc`
 * and that does not declare it itself, and to every partial, whose importer
 * may take them (`import Part, { toc as partToc } from './_part.mdx'`).
 */
export function remarkMdxTocExport() {
  return (tree: Root, file: VFile) => {
    if (!file.data.context?.exportsToc && !/\btoc\b/.test(String(file.value))) return;
    if (tree.children.some((node) => node.type === 'mdxjsEsm' && OWN_TOC.test(node.value))) return;
    const toc = file.data.toc ?? [];
    const node: MdxjsEsm = {
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
              declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(toc) }] },
            },
          ],
        },
      },
    };
    tree.children.push(node);
  };
}
