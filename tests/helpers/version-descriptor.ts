import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VersionDescriptor } from '../../src/content/versions.ts';

export const SIDEBAR_FIXTURES = fileURLToPath(new URL('../fixtures/unit/sidebars/', import.meta.url));

/** The current version of a `default` docs plugin at /docs, reading a fixture folder. */
export function descriptor(folder: string, overrides: Partial<VersionDescriptor> = {}): VersionDescriptor {
  return {
    pluginId: 'default',
    name: 'current',
    label: 'Next',
    path: '/docs',
    isLast: true,
    contentDir: path.join(SIDEBAR_FIXTURES, folder),
    sidebarsFile: undefined,
    banner: 'none',
    badge: false,
    noIndex: false,
    ...overrides,
  };
}
