import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../../shared/errors.ts';
import { parseJsonText } from '../../shared/json-text.ts';
import { parseYamlText } from '../../shared/yaml-text.ts';
import { importSiteModule } from '../../shared/site-import.ts';

/** Reads a sidebars file: JSON, YAML, or a JS/TS module whose default export is the sidebars object. */
export async function loadSidebarsFile(file: string): Promise<unknown> {
  const extension = path.extname(file);
  if (!existsSync(file)) throw new BuildError('Sidebars file not found.', { file });
  try {
    if (/^\.[cm]?[jt]s$/.test(extension)) {
      const value = (await importSiteModule(file)).exports.default;
      return typeof value === 'function' ? await (value as () => unknown)() : value;
    }
    const text = await readFile(file, 'utf8');
    return extension === '.json' ? parseJsonText(text, file, 'The sidebars file') : parseYamlText(text, file, 'The sidebars file');
  } catch (error) {
    if (error instanceof BuildError) throw error;
    throw new BuildError(`Could not read the sidebars file: ${(error as Error).message.split('\n')[0]}`, { file });
  }
}
