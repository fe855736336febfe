import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../../shared/errors.ts';
import { parseJsonText } from '../../shared/json-text.ts';
import { parseYamlText } from '../../shared/yaml-text.ts';
import { importSiteModule } from '../../shared/site-import.ts';

/** A sidebars file's value, and the files it was read from: itself and, for a module, the site's files it imports. */
export interface SidebarsRead {
  value: unknown;
  files: string[];
}

/** Reads a sidebars file: JSON, YAML, or a JS/TS module whose default export is the sidebars object. */
export async function loadSidebarsFile(file: string): Promise<SidebarsRead> {
  const extension = path.extname(file);
  if (!existsSync(file)) throw new BuildError('Sidebars file not found.', { file });
  try {
    if (/^\.[cm]?[jt]s$/.test(extension)) {
      const { exports, inputs } = await importSiteModule(file);
      const value = exports.default;
      return { value: typeof value === 'function' ? await (value as () => unknown)() : value, files: inputs };
    }
    const text = await readFile(file, 'utf8');
    return { value: extension === '.json' ? parseJsonText(text, file, 'The sidebars file') : parseYamlText(text, file, 'The sidebars file'), files: [file] };
  } catch (error) {
    if (error instanceof BuildError) throw error;
    throw new BuildError(`Could not read the sidebars file: ${(error as Error).message.split('\n')[0]}`, { file });
  }
}
