// Tags of docs and posts: those the tags file defines (tags.yml, keyed) and
// those a page writes inline, as Docusaurus's docs and blog plugins read them.
import { existsSync } from 'node:fs';
import kebabCase from 'lodash-es/kebabCase.js';
import { z } from 'zod';
import type { Tag } from './types.ts';
import { isExternalUrl, joinUrl } from './url.ts';
import { readKeyedFile } from './keyed-file.ts';
import type { LinkPolicy } from '../config/schema.ts';
import type { SourceLocation } from '../shared/errors.ts';
import type { Reporter } from '../shared/logger.ts';
import { applyPolicy } from '../shared/policy.ts';

const definedTag = z.strictObject({ label: z.string().optional(), permalink: z.string().optional(), description: z.string().optional() });

/** The tags file's tags by key, their permalinks below the tags path. */
export type TagsMap = Map<string, Tag>;

/** The tags a tags file defines, or undefined when there is no such file. */
export function readTagsFile(file: string | undefined, tagsPath: string): TagsMap | undefined {
  if (file === undefined || !existsSync(file)) return undefined;
  const tags: TagsMap = new Map();
  for (const [key, defined] of readKeyedFile(file, definedTag, { things: 'tags', thing: 'tag', fields: 'its label, permalink and description' })) {
    const { label = key, permalink = kebabCase(key), description } = defined;
    tags.set(key, { label, permalink: joinUrl(tagsPath, permalink), ...(description !== undefined ? { description } : {}) });
  }
  return tags;
}

/** A page's tags the tags file does not define, as `onInlineTags` says: a warning, an error (thrown) or nothing. `owner` names the file (`the docs'`, `the blog's`). */
export function applyInlineTagsPolicy(inline: string[], owner: string, policy: LinkPolicy, location: SourceLocation, reporter: Reporter): void {
  if (inline.length === 0) return;
  const error = applyPolicy(policy, `Tags not defined in ${owner} tags file: ${inline.join(', ')} (onInlineTags).`, location, reporter);
  if (error) throw error;
}

export interface PageTags {
  tags: Tag[];
  /** The tags the page writes that the tags file does not define (when there is one). */
  inline: string[];
}

/** A doc's or post's front matter tags: keys of the tags file, or labels (and objects) of their own; one tag per permalink. */
export function frontMatterTags(input: (string | { label: string; permalink: string })[], defined: TagsMap | undefined, tagsPath: string): PageTags {
  const seen = new Map<string, Tag>();
  const inline: string[] = [];
  for (const item of input) {
    let tag: Tag;
    if (typeof item === 'string') {
      const known = defined?.get(item);
      if (!known && defined) inline.push(item);
      tag = known ?? { label: item, permalink: joinUrl(tagsPath, kebabCase(item)) };
    } else {
      if (defined) inline.push(item.label);
      tag = { label: item.label, permalink: isExternalUrl(item.permalink) ? item.permalink : joinUrl(tagsPath, item.permalink) };
    }
    if (!seen.has(tag.permalink)) seen.set(tag.permalink, tag);
  }
  return { tags: [...seen.values()], inline };
}
