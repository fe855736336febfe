// A site's blogs, told apart by their ids (as Docusaurus's blog plugins are).
import type { BlogConfig, SiteConfig } from '../../config/schema.ts';

/** The config of the blog with this id: a blog's content and routes carry its id, not its config, which functions make unfit to send to a worker. */
export function blogOf(config: Pick<SiteConfig, 'blogs'>, id: string): BlogConfig {
  const blog = config.blogs.find((candidate) => candidate.id === id);
  if (!blog) throw new Error(`The config has no blog with the id "${id}".`);
  return blog;
}

/**
 * How messages name a blog: "the blog" on a site with one (its id left to
 * `default`), `the blog "changelog"` beside it; capitalised to begin a sentence.
 */
export function blogName(id: string, { capitalised = false } = {}): string {
  const name = id === 'default' ? 'the blog' : `the blog "${id}"`;
  return capitalised ? `T${name.slice(1)}` : name;
}
