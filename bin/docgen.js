#!/usr/bin/env node
// Thin launcher: registers tsx so the TypeScript sources (and the site's own
// site.config.ts / .tsx pages) load without a separate compile step.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// React's development build is several times slower at server rendering.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';

// A site without its own tsconfig.json still gets the automatic JSX runtime
// for its .tsx pages, from docgen's own settings.
const siteTsconfig = path.resolve('tsconfig.json');
register({ tsconfig: existsSync(siteTsconfig) ? siteTsconfig : fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });

const { main } = await import('../src/cli/index.ts');
process.exitCode = await main(process.argv);
