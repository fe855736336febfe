// GitHub-flavoured Markdown with only the constructs a text can hold.
//
// micromark tries each construct wherever it could start: a table at every
// line, an email autolink at every word, a task item at every `[`. Each of
// them also needs a character sequence that most pages never contain (a table
// needs a `|` or an aligned `:-`, an email address an `@`), so a page without
// it is parsed without the construct, to the same tree. On the devdocs
// corpus's Markdown this parsed in 4.4 s instead of 5.1 s with remark-gfm
// (each file parsed both ways in turn, five rounds), with every tree,
// positions included, identical to remark-gfm's.
// tests/unit/gfm-constructs.test.ts holds the two to the same trees.
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Root, Text } from 'mdast';
import type { Construct, Extension } from 'micromark-util-types';
import type { Processor } from 'unified';
import { walkTree } from '../walk-tree.ts';

/**
 * What each construct cannot start without, in the text micromark reads
 * (character references are not decoded before constructs are recognised).
 */
const NEEDS = {
  // The delimiter row: a `|`, or a `:` against a `-` (a one-column table needs no pipe: `a` above `:-`).
  table: /\||:-|-:/,
  strikethrough: /~/,
  // A call is only a call when its label is defined, and a definition starts `[^`.
  footnote: /\[\^/,
  // `[ ]`, `[x]` or `[X]`, where the space may be any whitespace.
  taskListItem: /\[[\sxX]\]/,
  emailAutolink: /@/,
  wwwAutolink: /www\./i,
  protocolAutolink: /https?:\/\//i,
} as const;

type GfmConstruct = keyof typeof NEEDS;
const CONSTRUCTS = Object.keys(NEEDS) as GfmConstruct[];

type FromMarkdownExtension = ReturnType<typeof gfmTableFromMarkdown>;

/** Constructs as bits of a number: a set that keys a processor. */
export type GfmConstructs = number;

const bit = (construct: GfmConstruct) => 1 << CONSTRUCTS.indexOf(construct);

/** Every GFM construct: for text that is not known in advance. */
export const ALL_GFM_CONSTRUCTS: GfmConstructs = (1 << CONSTRUCTS.length) - 1;

/** Whether a text of these constructs may hold a table. */
export const mayHoldTables = (constructs: GfmConstructs): boolean => (constructs & bit('table')) !== 0;

/** The GFM constructs that `text` may hold. */
export function gfmConstructsIn(text: string): GfmConstructs {
  let constructs = 0;
  for (const construct of CONSTRUCTS) if (NEEDS[construct].test(text)) constructs |= bit(construct);
  return constructs;
}

const AUTOLINK_CONSTRUCTS = new Set<string>(CONSTRUCTS.filter((construct) => construct.endsWith('Autolink')));

/**
 * The autolink literal extension with only some of its three constructs,
 * taken by name from the extension itself: it hooks them on characters,
 * several on one (`w` starts an email or a `www.` link).
 */
function autolinkLiterals(constructs: GfmConstructs): Extension {
  const text: Record<number, Construct[]> = {};
  for (const [code, hooked] of Object.entries(gfmAutolinkLiteral().text ?? {})) {
    const kept = [hooked ?? []].flat().filter((construct) => {
      if (!construct.name || !AUTOLINK_CONSTRUCTS.has(construct.name)) throw new Error(`docgen does not know the GFM autolink construct ${construct.name ?? '(without a name)'}.`);
      return (constructs & bit(construct.name as GfmConstruct)) !== 0;
    });
    if (kept.length > 0) text[Number(code)] = kept;
  }
  return { text };
}

/** Text that the autolink transform could link: its patterns (URLs, and email addresses with or without `mailto:` or `xmpp:`) need one of these. */
const LINKABLE_TEXT = /@|www|http/i;

function hasLinkableText(tree: Root): boolean {
  let found = false;
  walkTree<Text>(tree, 'text', (node) => {
    found ||= LINKABLE_TEXT.test(node.value);
  });
  return found;
}

/**
 * The mdast side of autolinks, whose transform finds links in the text of
 * the tree after parsing. It walks the whole tree with each node's ancestors,
 * so it only runs on a tree whose text could hold a link: three in four of
 * the devdocs corpus's files have none, and their Markdown parsed about 0.1 s
 * faster (4.3 s instead of 4.4 s, each file both ways in turn).
 */
function autolinkLiteralTrees(): FromMarkdownExtension {
  const extension = gfmAutolinkLiteralFromMarkdown();
  const transforms = extension.transforms?.map((transform) => (tree: Root) => (hasLinkableText(tree) ? transform(tree) : undefined));
  return { ...extension, transforms };
}

/** The constructs besides autolinks, in remark-gfm's order, each with its syntax and its mdast extension. */
const OTHER_CONSTRUCTS: [GfmConstruct, () => Extension, () => FromMarkdownExtension][] = [
  ['footnote', gfmFootnote, gfmFootnoteFromMarkdown],
  ['strikethrough', gfmStrikethrough, gfmStrikethroughFromMarkdown],
  ['table', gfmTable, gfmTableFromMarkdown],
  ['taskListItem', gfmTaskListItem, gfmTaskListItemFromMarkdown],
];

/**
 * remark plugin: GFM as remark-gfm adds it (in the same order), with only the
 * given constructs. The mdast side of autolinks is always added: besides
 * reading micromark's tokens, it finds links in text after parsing.
 */
export function remarkGfmConstructs(this: Processor, constructs: GfmConstructs = ALL_GFM_CONSTRUCTS): void {
  const syntax: Extension[] = [autolinkLiterals(constructs)];
  const trees: FromMarkdownExtension[] = [autolinkLiteralTrees()];
  for (const [construct, syntaxOf, treesOf] of OTHER_CONSTRUCTS) {
    if ((constructs & bit(construct)) === 0) continue;
    syntax.push(syntaxOf());
    trees.push(treesOf());
  }
  const data = this.data();
  (data.micromarkExtensions ??= []).push(...syntax);
  (data.fromMarkdownExtensions ??= []).push(...trees);
}
