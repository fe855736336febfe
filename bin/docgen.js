#!/usr/bin/env node
// Thin launcher: registers tsx so the site's own site.config.ts and .tsx pages
// load without a separate compile step, then runs docgen (src/cli/launch.ts).
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

// The site's config and .tsx pages load through tsx, confined to a namespace:
// only what is imported through it is compiled (the launcher, and the site's
// own modules), not every module of the process. A site without its own
// tsconfig.json still gets the automatic JSX runtime from docgen's settings.
const siteTsconfig = path.resolve('tsconfig.json');
const typeScript = register({ namespace: 'docgen-site', tsconfig: existsSync(siteTsconfig) ? siteTsconfig : fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const importTypeScript = (url) => typeScript.import(url, import.meta.url);

const { commandLineModule } = await importTypeScript(new URL('../src/cli/launch.ts', import.meta.url).href);
const commandLine = await commandLineModule(importTypeScript);
const { main } = await (commandLine.typeScript ? importTypeScript(commandLine.url) : import(commandLine.url));
process.exitCode = await main(process.argv);
