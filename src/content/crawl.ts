import type { Dirent } from 'node:fs';
import { readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import type { Reporter } from '../shared/logger.ts';
import { isHiddenName } from '../shared/hidden-names.ts';

const MARKDOWN = /\.mdx?$/;

/** Which of a docs folder's files are docs: Docusaurus's `include` and `exclude` globs, relative to the folder. */
export interface DocFilePatterns {
  include: string[];
  exclude: string[];
}

/** Docusaurus's defaults: every Markdown file but `_` files and folders (partials) and tests. */
export const DEFAULT_DOC_FILE_PATTERNS: DocFilePatterns = {
  include: ['**/*.{md,mdx}'],
  exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
};

/** A file pages import rather than a page: it, or a folder above it, starts with `_` (outside tests). */
function isPartial(relative: string): boolean {
  const names = relative.split('/');
  return names.some((name) => name.startsWith('_')) && !names.includes('__tests__');
}

/**
 * The Markdown/MDX files under `root`, relative with forward slashes, in a
 * stable order: the pages (included and not excluded by `patterns`), and the
 * partials pages import (the other files that are not pages because they or a
 * folder above them start with `_`).
 */
export async function crawlMarkdown(root: string, reporter: Reporter, patterns: DocFilePatterns = DEFAULT_DOC_FILE_PATTERNS): Promise<{ pages: string[]; partials: string[] }> {
  // Hidden files are never read (crawlFiles), so the globs need not match them.
  const included = picomatch(patterns.include);
  const excluded = picomatch(patterns.exclude);
  const pages: string[] = [];
  const partials: string[] = [];
  for (const relative of await crawlFiles(root, reporter)) {
    if (!MARKDOWN.test(relative)) continue;
    if (included(relative) && !excluded(relative)) pages.push(relative);
    else if (isPartial(relative)) partials.push(relative);
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
