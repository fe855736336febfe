// Blog tags: those the tags file defines (tags.yml, keyed) and those posts
// write inline, as Docusaurus's blog plugin reads them.
import { existsSync } from 'node:fs';
import kebabCase from 'lodash-es/kebabCase.js';
import { z } from 'zod';
import type { BlogTag } from '../types.ts';
import { isExternalUrl, joinUrl } from '../url.ts';
import { readKeyedFile } from './keyed-file.ts';

const definedTag = z.strictObject({ label: z.string().optional(), permalink: z.string().optional(), description: z.string().optional() });

/** The tags file's tags by key, their permalinks below the tags path. */
export type TagsMap = Map<string, BlogTag>;

export function readTagsMap(file: string | undefined, tagsPath: string): TagsMap {
  const tags: TagsMap = new Map();
  if (file === undefined || !existsSync(file)) return tags;
  for (const [key, defined] of readKeyedFile(file, definedTag, { things: 'tags', thing: 'tag', fields: 'its label, permalink and description' })) {
    const { label = key, permalink = kebabCase(key), description } = defined;
    tags.set(key, { label, permalink: joinUrl(tagsPath, permalink), ...(description !== undefined ? { description } : {}) });
  }
  return tags;
}

export interface PostTags {
  tags: BlogTag[];
  /** The tags the post writes that the tags file does not define (when there is one). */
  inline: string[];
}

/** A post's front matter tags: keys of the tags file, or labels (and objects) of their own; one tag per permalink. */
export function postTags(input: (string | { label: string; permalink: string })[], map: TagsMap, tagsPath: string, hasTagsFile: boolean): PostTags {
  const seen = new Map<string, BlogTag>();
  const inline: string[] = [];
  for (const item of input) {
    let tag: BlogTag;
    if (typeof item === 'string') {
      const defined = map.get(item);
      if (!defined && hasTagsFile) inline.push(item);
      tag = defined ?? { label: item, permalink: joinUrl(tagsPath, kebabCase(item)) };
    } else {
      if (hasTagsFile) inline.push(item.label);
      tag = { label: item.label, permalink: isExternalUrl(item.permalink) ? item.permalink : joinUrl(tagsPath, item.permalink) };
    }
    if (!seen.has(tag.permalink)) seen.set(tag.permalink, tag);
  }
  return { tags: [...seen.values()], inline };
}
