#!/usr/bin/env node
// Thin launcher: registers tsx so the TypeScript sources (and the site's own
// site.config.ts / .tsx pages) load without a separate compile step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/index.ts');
process.exitCode = await main(process.argv);
