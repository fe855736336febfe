import { readdir } from 'node:fs/promises';
import path from 'node:path';

const MARKDOWN = /\.mdx?$/;

/** Docusaurus' default exclusions: `_` files and folders, tests. */
function isExcluded(name: string): boolean {
  return name.startsWith('_') || name === '__tests__' || /\.test\./.test(name) || name.startsWith('.');
}

/** Lists Markdown/MDX files under `root`, relative with forward slashes, in a stable order. */
export async function crawlMarkdown(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !MARKDOWN.test(entry.name)) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relative.split('/').some(isExcluded)) continue;
    files.push(relative);
  }
  return files.sort();
}
