#!/usr/bin/env node
// Installs what the test suite needs beyond npm packages: Debian's Chromium
// for the browser tests. Safe to run repeatedly; does nothing when present.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (existsSync(CHROMIUM)) {
  console.log(`setup: ${CHROMIUM} is installed`);
} else {
  console.log('setup: installing Chromium from Debian packages (apt-get install chromium)…');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  try {
    const apt = (...args) => (prefix.length ? run(prefix[0], [...prefix.slice(1), 'apt-get', ...args]) : run('apt-get', args));
    apt('update', '-qq');
    apt('install', '-y', '-qq', '--no-install-recommends', 'chromium');
  } catch (error) {
    console.error(`setup: could not install Chromium (${error.message}). Install the Debian package "chromium" and run the tests again.`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`setup: Chromium was installed but ${CHROMIUM} is missing.`);
    process.exit(1);
  }
}
