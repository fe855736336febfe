// Blog authors: the authors file's (authors.yml, keyed), and those a post's
// front matter writes out itself, as Docusaurus's blog plugin reads them.
import { existsSync } from 'node:fs';
import kebabCase from 'lodash-es/kebabCase.js';
import { z } from 'zod';
import type { BlogAuthorData } from '../../shared/page-data.ts';
import { BuildError } from '../../shared/errors.ts';
import { isExternalUrl, joinUrl } from '../url.ts';
import { readKeyedFile } from '../keyed-file.ts';

/** Where a profile handle leads on each platform Docusaurus knows; any other is given as a whole URL. */
const SOCIAL_PROFILE_URLS: Record<string, (handle: string) => string> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (handle) => `https://stackoverflow.com/users/${handle}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
};

const authorFields = {
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.string().optional(),
  description: z.string().optional(),
  socials: z.record(z.string(), z.string()).optional(),
};
// Other keys are allowed, as Docusaurus allows them (a site's own fields, which its swizzled components read).
const fileAuthor = z.looseObject({ ...authorFields, page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional() });
const inlineAuthor = z.looseObject({ ...authorFields, key: z.string().optional() });

/** An author of the authors file, with their page's permalink below the authors path when they have one. */
export type AuthorsMap = Map<string, BlogAuthorData>;

export interface AuthorsSettings {
  /** Where author pages go: /blog/authors. */
  authorsPath: string;
  baseUrl: string;
}

/** The image of an author: a whole URL, or a path of the site (with the base URL). */
function imageUrlOf(url: string | undefined, baseUrl: string): string | undefined {
  if (url === undefined) return undefined;
  return isExternalUrl(url) || url.startsWith('data:') || !url.startsWith('/') ? url : joinUrl(baseUrl, url);
}

function socialsOf(socials: Record<string, string> | undefined): BlogAuthorData['socials'] {
  if (!socials) return undefined;
  return Object.entries(socials).map(([platform, value]) => {
    const profile = SOCIAL_PROFILE_URLS[platform.toLowerCase()];
    return { platform, url: isExternalUrl(value) || !profile ? value : profile(value.replace(/^@/, '')) };
  });
}

function authorData(input: z.infer<typeof inlineAuthor> | z.infer<typeof fileAuthor>, baseUrl: string): BlogAuthorData {
  const imageUrl = imageUrlOf(input.image_url ?? input.imageURL, baseUrl);
  const socials = socialsOf(input.socials);
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(imageUrl !== undefined ? { imageUrl } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(socials ? { socials } : {}),
  };
}

/** Reads the authors file; an empty map when there is none. Errors name the file and line. */
export function readAuthorsMap(file: string, settings: AuthorsSettings): AuthorsMap {
  const authors: AuthorsMap = new Map();
  if (!existsSync(file)) return authors;
  const entries = readKeyedFile(file, fileAuthor, { things: 'authors', thing: 'author', fields: 'their details (name, title, url, image_url, socials, page)' });
  for (const [key, author] of entries) {
    const { page } = author;
    const pageSlug = page === true ? kebabCase(key) : page ? page.permalink : undefined;
    authors.set(key, { key, ...authorData(author, settings.baseUrl), ...(pageSlug !== undefined ? { page: joinUrl(settings.authorsPath, pageSlug) } : {}) });
  }
  return authors;
}

/** A post's authors from its front matter, as written there: `authors` (keys, objects, or a mix), or the older `author` fields. */
export interface PostAuthors {
  authors: BlogAuthorData[];
  /** Whether any is written out in the post rather than named by key. */
  inline: boolean;
}

const INLINE_ALIASES: [string, string][] = [
  ['author', 'name'],
  ['author_title', 'title'],
  ['authorTitle', 'title'],
  ['author_url', 'url'],
  ['authorURL', 'url'],
  ['author_image_url', 'image_url'],
  ['authorImageURL', 'image_url'],
];

export function postAuthors(frontMatter: Record<string, unknown>, map: AuthorsMap, location: { file: string; line?: number }, baseUrl: string): PostAuthors {
  const given = frontMatter.authors;
  if (given === undefined) {
    // Docusaurus 1's fields: one author, written out.
    const legacy = Object.fromEntries(INLINE_ALIASES.filter(([field]) => typeof frontMatter[field] === 'string').map(([field, name]) => [name, frontMatter[field]]));
    if (Object.keys(legacy).length === 0) return { authors: [], inline: false };
    return { authors: [authorData(inlineAuthor.parse(legacy), baseUrl)], inline: true };
  }
  const items = Array.isArray(given) ? given : [given];
  let inline = false;
  const authors = items.map((item) => {
    if (typeof item === 'string') {
      const known = map.get(item);
      if (!known) throw new BuildError(`Blog author "${item}" is not in the authors file${map.size === 0 ? ' (there is none)' : `; its authors are ${[...map.keys()].join(', ')}`}.`, location);
      return known;
    }
    const parsed = inlineAuthor.safeParse(item);
    if (!parsed.success) throw new BuildError('Front matter "authors": each author is a key of the authors file or an object with name, title, url, image_url, email or socials.', location);
    const { key } = parsed.data;
    if (key !== undefined) {
      // A key with details of its own: the file's author, with those details over theirs.
      const known = map.get(key);
      if (!known) throw new BuildError(`Blog author "${key}" is not in the authors file.`, location);
      return { ...known, ...authorData(parsed.data, baseUrl) };
    }
    inline = true;
    return authorData(parsed.data, baseUrl);
  });
  return { authors, inline };
}
