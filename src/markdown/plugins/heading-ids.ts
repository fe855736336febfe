import GithubSlugger from 'github-slugger';
import type { Heading, Root, RootContent, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import type { TocItem } from '../types.ts';
import { tocValue } from '../toc-value.ts';

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Gives every heading an id (an explicit trailing `{#id}` wins, else a
 * github-slugger slug, one slugger per document) and records the TOC: level 2+
 * headings at the top level of the document only.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const ids = new Map<Heading, string>();
    walkTree(tree, 'heading', (heading: Heading) => {
      const explicit = takeExplicitId(heading);
      const id = explicit ?? slugger.slug(headingText(heading));
      ids.set(heading, id);
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
    });

    const toc: TocItem[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth >= 2) toc.push({ id: ids.get(node)!, value: tocValue(node), level: node.depth });
    }
    // HTML, and an MDX comment (an HTML comment in MDX becomes one), show nothing above the heading.
    const isComment = (node: RootContent) => node.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);
    const firstContent = tree.children.find((node) => node.type !== 'mdxjsEsm' && node.type !== 'html' && !isComment(node) && !(node.type === 'paragraph' && toString(node).trim() === ''));
    file.data.toc = toc;
    file.data.hasTitleHeading = firstContent?.type === 'heading' && firstContent.depth === 1;
  };
}

/**
 * The text a heading's id is made from: without its raw HTML tags (`<tt>`,
 * `</tt>`), whose names are no part of its text, unless the heading has
 * nothing else, as Docusaurus leaves out MDX 1's tags.
 */
function headingText(heading: Heading): string {
  const text = heading.children.filter((child) => child.type !== 'html');
  return toString(text.length > 0 ? text : heading);
}

/** An MDX comment that is all an expression holds: `{/* … *\/}`, which renders nothing. */
const MDX_COMMENT = /^\s*\/\*([\s\S]*?)\*\/\s*$/;
/** Docusaurus 3's id in an MDX comment: `## Title {/* #my-id *\/}`. */
const COMMENT_ID = /^\s*#([^\s*]+)\s*$/;

/**
 * The heading's explicit id, taken out of its text: a trailing `{#id}`, or
 * in MDX a trailing comment `{/* #id *\/}`. The heading's other MDX comments
 * are taken out too, as they render nothing, so that neither its slug nor
 * its entry in the table of contents has their text.
 */
function takeExplicitId(heading: Heading): string | undefined {
  let commentId: string | undefined;
  const children = heading.children.filter((child) => {
    const comment = child.type === 'mdxTextExpression' ? MDX_COMMENT.exec(child.value) : null;
    if (comment) commentId = COMMENT_ID.exec(comment[1]!)?.[1] ?? commentId;
    return !comment;
  });
  if (children.length !== heading.children.length) {
    heading.children = children;
    const last = children.at(-1);
    if (last?.type === 'text') last.value = last.value.trimEnd();
  }
  const last = heading.children.at(-1);
  const match = last?.type === 'text' ? EXPLICIT_ID.exec(last.value) : null;
  if (!match) return commentId;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  if ((last as Text).value === '') heading.children.pop();
  return match[1];
}
