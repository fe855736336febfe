// Which major version of Docusaurus a site was written for, from its
// package.json (the range it asks for, `^3.5.2` → 3), or from the copy
// installed beside it: some content reads differently in 2 and 3
// (admonitions, see admonition-types.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGES = ['@docusaurus/core', '@docusaurus/preset-classic'];

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    // No such file, or one that does not parse: it says nothing of the version, and the build goes on without it.
    return undefined;
  }
}

const majorOf = (version: unknown) => (typeof version === 'string' ? Number(/\d+/.exec(version)?.[0]) || undefined : undefined);

/** The site's Docusaurus major version, or undefined when neither its package.json nor an installed copy says. */
export function docusaurusMajorVersion(siteDir: string): number | undefined {
  const manifest = readJson(path.join(siteDir, 'package.json'));
  for (const field of ['dependencies', 'devDependencies']) {
    const dependencies = manifest?.[field];
    if (typeof dependencies !== 'object' || dependencies === null) continue;
    for (const name of PACKAGES) {
      const major = majorOf((dependencies as Record<string, unknown>)[name]);
      if (major !== undefined) return major;
    }
  }
  for (const name of PACKAGES) {
    const major = majorOf(readJson(path.join(siteDir, 'node_modules', name, 'package.json'))?.version);
    if (major !== undefined) return major;
  }
  return undefined;
}
