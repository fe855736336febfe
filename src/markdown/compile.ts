import { createProcessor } from '@mdx-js/mdx';
import { run } from '@mdx-js/mdx';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { BuildError } from '../shared/errors.ts';
import { remarkAdmonitions } from './plugins/admonitions.ts';
import { rehypeCodeBlocks, remarkCodeMeta } from './plugins/code-blocks.ts';
import { rehypeExternalLinks } from './plugins/external-links.ts';
import { rehypeHeadingAnchors } from './plugins/heading-anchors.ts';
import { remarkHeadingIds } from './plugins/heading-ids.ts';
import { remarkImages } from './plugins/images.ts';
import { remarkMarkdownLinks } from './plugins/markdown-links.ts';
import { remarkMdxDetails } from './plugins/mdx-details.ts';
import { rehypeLinkSources } from './plugins/link-sources.ts';
import { remarkMdxImports, type ImportableModules } from './plugins/mdx-imports.ts';
import { needsMdx, preprocessMarkdown } from './preprocess.ts';
import type { MarkdownContext, MarkdownResult } from './types.ts';

export interface MarkdownCompilerOptions {
  modules: ImportableModules;
  /** Components provided to every MDX file (HTML element overrides). */
  providedComponents: Record<string, unknown>;
}

const remarkShared: PluggableList = [remarkGfm, remarkDirective, remarkAdmonitions, remarkHeadingIds, remarkMarkdownLinks, remarkImages, remarkCodeMeta];
const rehypeShared: PluggableList = [rehypeCodeBlocks, rehypeHeadingAnchors, rehypeExternalLinks, rehypeLinkSources];

/**
 * One compiler per build: the processors are created once and reused for every
 * page; per-file knowledge travels on `vfile.data.context`.
 */
export function createMarkdownCompiler(options: MarkdownCompilerOptions) {
  const markdown = unified()
    .use(remarkParse)
    .use(remarkShared)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeShared)
    .use(rehypeStringify)
    .freeze();

  const mdx = createProcessor({
    format: 'mdx',
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: [remarkMdxDetails, [remarkMdxImports, { modules: options.modules, globalComponents: new Set(Object.keys(options.providedComponents).filter((name) => /^[A-Z]/.test(name))) }], ...remarkShared],
    rehypePlugins: rehypeShared,
  });

  return async function compileMarkdown(context: MarkdownContext): Promise<MarkdownResult> {
    const { file } = context;
    const isMdx = needsMdx(file.path, file.body);
    const vfile = new VFile({ path: file.path, value: preprocessMarkdown(file.body, { mdx: isMdx }) });
    vfile.data.context = context;
    try {
      let html: string;
      if (isMdx) {
        const compiled = await mdx.process(vfile);
        const { default: Content } = await run(String(compiled), { ...runtime, baseUrl: import.meta.url, docgenImports: vfile.data.importBindings ?? {} } as never);
        html = renderToStaticMarkup(createElement(Content as ComponentType<{ components: Record<string, unknown> }>, { components: options.providedComponents }));
      } else {
        html = String(await markdown.process(vfile));
      }
      return { html, toc: vfile.data.toc ?? [], hasTitleHeading: vfile.data.hasTitleHeading ?? false, links: vfile.data.links ?? [] };
    } catch (error) {
      throw toBuildError(error, context);
    }
  };
}

export type MarkdownCompiler = ReturnType<typeof createMarkdownCompiler>;

function toBuildError(error: unknown, context: MarkdownContext): BuildError {
  if (error instanceof BuildError) return error;
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const reason = (message.reason ?? message.message ?? String(error)).split('\n')[0]!;
  // Some MDX errors carry their position only in the text, e.g. "… (3:1-3:6)".
  const inReason = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  const line = message.line ?? message.place?.line ?? message.place?.start?.line ?? (inReason ? Number(inReason[1]) : undefined);
  const column = message.column ?? message.place?.column ?? message.place?.start?.column ?? (inReason ? Number(inReason[2]) : undefined);
  return new BuildError(`Could not compile this page: ${reason}`, {
    file: context.file.path,
    line: line === undefined ? undefined : line + context.file.bodyStartLine - 1,
    column,
  });
}
