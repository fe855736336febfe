// Right-to-left stylesheets. For a locale written right to left, every
// stylesheet bundled (the theme's, the site's customCss, and those its client
// modules and components import) is mirrored by
// rtlcss, as Docusaurus's classic theme mirrors a site's CSS for such a
// locale: margins, paddings, borders, floats, positions, text alignment and
// horizontal translations swap sides. Each file is mirrored from its source,
// before esbuild bundles it, where rtlcss's directives (`/*rtl:ignore*/`)
// still are: the minified bundle has no comments.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import rtlcss from 'rtlcss';

export function mirroredStyles(): Plugin {
  return {
    name: 'docgen-rtl-styles',
    setup(build) {
      build.onLoad({ filter: /\.css$/, namespace: 'file' }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        try {
          // A CSS module keeps its loader: its class names are still made local.
          return { contents: rtlcss.process(source), loader: args.path.endsWith('.module.css') ? 'local-css' : 'css' };
        } catch (error) {
          // PostCSS's syntax errors say where (the bundle's error names the file and line).
          const { reason, line, column } = error as { reason?: string; line?: number; column?: number };
          return { errors: [{ text: `rtlcss could not mirror the stylesheet for a right-to-left locale: ${reason ?? (error as Error).message}`, location: { file: args.path, line: line ?? 1, column: (column ?? 1) - 1 } }] };
        }
      });
    },
  };
}
