import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';

/** Copies the static folder as it is into the output. */
export async function copyStatic(staticDir: string, targetDir: string): Promise<void> {
  if (!existsSync(staticDir)) return;
  await cp(staticDir, targetDir, { recursive: true, filter: (source) => !path.basename(source).startsWith('.') });
}
