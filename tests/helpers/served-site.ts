import path from 'node:path';
import type { StaticServer } from '../../src/server/static-server.ts';
import { serve } from './browser.ts';
import { build, tempDir } from './build.ts';

/** Builds a site into a temporary folder and serves the output on a free local port. */
export async function buildAndServe(configPath: string, prefix: string): Promise<{ server: StaticServer; origin: string; outDir: string }> {
  const outDir = path.join(await tempDir(prefix), 'out');
  await build(configPath, outDir);
  return { ...(await serve(outDir)), outDir };
}
