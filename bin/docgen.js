#!/usr/bin/env node
// Thin launcher: registers tsx so the TypeScript sources (and the site's own
// site.config.ts / .tsx pages) load without a separate compile step.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { register } from 'tsx/esm/api';

// V8 optimises a function once it has run for this much bytecode: about six
// times its default. A build runs most of its code (the Markdown parser's
// hundreds of small functions above all) a few thousand times, not millions,
// and at the default V8's background threads spent seconds optimising them,
// and optimising them again after each deoptimisation, on the cores the build
// needs: the devdocs corpus built in 16.1 s instead of 17.6 s, with 3.8 s less
// CPU (medians of five alternating runs).
// Set before any of docgen's code runs; worker threads share it.
v8.setFlagsFromString('--interrupt-budget=400000');

// V8 lets a heap grow up to four times what was live after its last full
// collection before it collects again. A build's threads keep little (the
// compile worker about 60 MB) but make garbage fast, so each heap grew to
// several times its live size: doubling at most kept the devdocs corpus's
// peak about 75 MB lower at the same speed (medians of five alternating runs).
v8.setFlagsFromString('--heap-growing-percent=100');

// React's development build is several times slower at server rendering.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';

// A site without its own tsconfig.json still gets the automatic JSX runtime
// for its .tsx pages, from docgen's own settings.
const siteTsconfig = path.resolve('tsconfig.json');
register({ tsconfig: existsSync(siteTsconfig) ? siteTsconfig : fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });

const { main } = await import('../src/cli/index.ts');
process.exitCode = await main(process.argv);
