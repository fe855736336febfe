import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';

/**
 * Copies the static folder as it is into the output, files with their own
 * times: an unchanged file then keeps its offline precache revision, which
 * is known by size and time, instead of being read and hashed by every build.
 */
export async function copyStatic(staticDir: string, targetDir: string): Promise<void> {
  if (!existsSync(staticDir)) return;
  await cp(staticDir, targetDir, { recursive: true, preserveTimestamps: true, filter: (source) => !path.basename(source).startsWith('.') });
}
