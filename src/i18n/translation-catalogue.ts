// Everything of a site that its translators translate, file by file, as
// Docusaurus's write-translations lays it out in a locale's folder: the theme's
// and the site's UI strings (code.json), each docs version's label and sidebar
// labels, the navbar's and footer's labels and each blog's titles. Each entry
// has the site's own text as its message and says where it shows.
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { DocsVersion, SidebarItem, SiteContent } from '../content/types.ts';
import { blogName } from '../content/blog/blogs.ts';
import type { DeclaredMessage } from './extract-messages.ts';
import { codeTranslationsFile } from './site-translations.ts';
import { pluginTranslationFolder, versionTranslationFile } from './translation-files.ts';

export type TranslationEntries = Record<string, DeclaredMessage>;

export interface TranslationFileDraft {
  file: string;
  entries: TranslationEntries;
}

/** The files of one locale's folder, `localeDir`, with the messages the config, content and code give. */
export function translationCatalogue(config: SiteConfig, content: SiteContent, localeDir: string, code: Map<string, DeclaredMessage>): TranslationFileDraft[] {
  const files: TranslationFileDraft[] = [{ file: codeTranslationsFile(localeDir), entries: Object.fromEntries([...code].sort(([a], [b]) => a.localeCompare(b))) }];
  for (const instance of content.docsInstances) {
    for (const version of instance.versions) files.push({ file: versionTranslationFile(localeDir, instance.pluginId, version.name), entries: docsVersionEntries(version) });
  }
  const theme = path.join(localeDir, 'docusaurus-theme-classic');
  files.push({ file: path.join(theme, 'navbar.json'), entries: navbarEntries(config.navbar) });
  if (config.footer) files.push({ file: path.join(theme, 'footer.json'), entries: footerEntries(config.footer) });
  for (const blog of config.blogs) {
    const name = blogName(blog.id);
    files.push({
      file: path.join(pluginTranslationFolder(localeDir, 'blog', blog.id), 'options.json'),
      entries: {
        title: { message: blog.blogTitle, description: `The title of ${name}, on its list of posts` },
        description: { message: blog.blogDescription, description: `The description of ${name}, for search engines` },
        'sidebar.title': { message: blog.blogSidebarTitle, description: `The title of ${name}'s list of recent posts` },
      },
    });
  }
  return files;
}

/** A version's label and its sidebars' labels, by the keys resolve.ts reads. */
function docsVersionEntries(version: DocsVersion): TranslationEntries {
  const entries: TranslationEntries = { 'version.label': { message: version.label, description: `The label of docs version ${version.name}` } };
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const indexByCategory = new Map(version.generatedIndexes.map((index) => [index.category, index]));
  const visit = (items: SidebarItem[], sidebar: string) => {
    for (const item of items) {
      if (item.type === 'category') {
        const key = `sidebar.${sidebar}.category.${item.label}`;
        entries[key] = { message: item.label, description: `The label of the category "${item.label}" in sidebar ${sidebar}` };
        const index = indexByCategory.get(item);
        // A title or description of its own: without one, the index takes the category's label.
        if (index && index.title !== item.label) entries[`${key}.link.generated-index.title`] = { message: index.title, description: `The title of the generated index page of the category "${item.label}" in sidebar ${sidebar}` };
        if (index?.description) entries[`${key}.link.generated-index.description`] = { message: index.description, description: `The description of the generated index page of the category "${item.label}" in sidebar ${sidebar}` };
        visit(item.items, sidebar);
      } else if (item.type === 'link') {
        entries[`sidebar.${sidebar}.link.${item.label}`] = { message: item.label, description: `The label of the link "${item.label}" in sidebar ${sidebar}, to ${item.href}` };
      } else if (item.type === 'doc') {
        const doc = docsById.get(item.docId);
        // Only a label the sidebars give: a doc's title and sidebar_label are translated in the doc itself.
        if (doc && item.label !== doc.title && doc.frontMatter.sidebar_label === undefined) entries[`sidebar.${sidebar}.doc.${item.label}`] = { message: item.label, description: `The label of the doc ${item.docId} in sidebar ${sidebar}` };
      }
    }
  };
  for (const [name, items] of Object.entries(version.sidebars)) visit(items, name);
  return entries;
}

function navbarEntries(navbar: SiteConfig['navbar']): TranslationEntries {
  const entries: TranslationEntries = {};
  if (navbar.title) entries.title = { message: navbar.title, description: 'The title in the navbar' };
  if (navbar.logo?.alt) entries['logo.alt'] = { message: navbar.logo.alt, description: "The navbar logo's alternative text" };
  const label = (text: string | undefined) => {
    if (text) entries[`item.label.${text}`] = { message: text, description: `The navbar item labelled "${text}"` };
  };
  for (const item of navbar.items) {
    if ('label' in item) label(item.label);
    if (item.type === 'dropdown') for (const child of item.items) label(child.label);
    if (item.type === 'localeDropdown' || item.type === 'docsVersionDropdown') for (const child of [...item.dropdownItemsBefore, ...item.dropdownItemsAfter]) label(child.label);
  }
  return entries;
}

function footerEntries(footer: NonNullable<SiteConfig['footer']>): TranslationEntries {
  const entries: TranslationEntries = {};
  for (const column of footer.links) {
    if (column.title) entries[`link.title.${column.title}`] = { message: column.title, description: `The title of the footer's column "${column.title}"` };
    for (const item of column.items) if (item.label) entries[`link.item.label.${item.label}`] = { message: item.label, description: `The footer link labelled "${item.label}"` };
  }
  if (footer.copyright) entries.copyright = { message: footer.copyright, description: "The footer's copyright notice" };
  if (footer.logo?.alt) entries['logo.alt'] = { message: footer.logo.alt, description: "The footer logo's alternative text" };
  return entries;
}
