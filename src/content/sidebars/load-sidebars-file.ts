import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { BuildError } from '../../shared/errors.ts';
import { importSiteModule } from '../../shared/site-import.ts';

/** Reads a sidebars file: JSON, YAML, or a JS/TS module whose default export is the sidebars object. */
export async function loadSidebarsFile(file: string): Promise<unknown> {
  const extension = path.extname(file);
  try {
    if (/^\.[cm]?[jt]s$/.test(extension)) {
      const mod = (await importSiteModule(`${pathToFileURL(file).href}?t=${Date.now()}`)) as { default?: unknown };
      const value = mod.default;
      return typeof value === 'function' ? await (value as () => unknown)() : value;
    }
    const text = await readFile(file, 'utf8');
    return extension === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BuildError('Sidebars file not found.', { file });
    throw new BuildError(`Could not read the sidebars file: ${(error as Error).message}`, { file });
  }
}
