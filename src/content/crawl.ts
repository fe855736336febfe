import type { Dirent } from 'node:fs';
import { readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Reporter } from '../shared/logger.ts';
import { isHiddenName } from '../shared/hidden-names.ts';

const MARKDOWN = /\.mdx?$/;

/** Tests, never content. */
function isTest(name: string): boolean {
  return name === '__tests__' || /\.test\./.test(name);
}

/** Docusaurus' default exclusions: `_` files and folders (partials), tests. */
function isExcluded(name: string): boolean {
  return name.startsWith('_') || isTest(name);
}

/**
 * The Markdown/MDX files under `root`, relative with forward slashes, in a
 * stable order: the pages, and the partials pages import (files that are not
 * pages because they or a folder above them start with `_`).
 */
export async function crawlMarkdown(root: string, reporter: Reporter): Promise<{ pages: string[]; partials: string[] }> {
  const pages: string[] = [];
  const partials: string[] = [];
  for (const relative of await crawlFiles(root, reporter)) {
    if (!MARKDOWN.test(relative)) continue;
    const names = relative.split('/');
    if (!names.some(isExcluded)) pages.push(relative);
    else if (!names.some(isTest)) partials.push(relative);
  }
  return { pages, partials };
}

/**
 * Every file under `root`, relative with forward slashes, sorted. Hidden files
 * and folders are left out (see hidden-names.ts), among them Emacs' lock
 * beside a doc being edited, a link to nowhere. Symbolic links are followed, as authors use them to share a folder
 * between sites; a link back to a folder that contains it is skipped with a
 * warning instead of being followed for ever, and so is a link to nothing.
 */
export async function crawlFiles(root: string, reporter: Reporter): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string, relative: string, ancestors: string[]): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        if (isHiddenName(entry.name)) return;
        const full = path.join(dir, entry.name);
        const childRelative = relative ? `${relative}/${entry.name}` : entry.name;
        const kind = await kindOf(entry, full, reporter);
        if (kind === 'file') files.push(childRelative);
        if (kind !== 'folder') return;
        // Only a link can lead somewhere else: a plain folder's real path is its parent's plus its name.
        const real = entry.isSymbolicLink() ? await realpath(full) : path.join(ancestors.at(-1)!, entry.name);
        if (ancestors.includes(real)) {
          reporter.warn(`Skipped this symbolic link: it points to "${await readlink(full)}", a folder that contains it, so following it would never end.`, { file: full });
          return;
        }
        await walk(full, childRelative, [...ancestors, real]);
      }),
    );
  };
  await walk(root, '', [await realpath(root)]);
  return files.sort();
}

async function kindOf(entry: Dirent, full: string, reporter: Reporter): Promise<'file' | 'folder' | undefined> {
  if (!entry.isSymbolicLink()) return entry.isFile() ? 'file' : entry.isDirectory() ? 'folder' : undefined;
  try {
    const target = await stat(full);
    return target.isFile() ? 'file' : target.isDirectory() ? 'folder' : undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ELOOP') throw error;
    reporter.warn(code === 'ELOOP' ? 'Skipped this symbolic link: it leads back to itself through other links.' : 'Skipped this symbolic link: what it points to does not exist.', { file: full });
    return undefined;
  }
}
