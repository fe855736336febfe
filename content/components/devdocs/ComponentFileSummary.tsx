import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { CodeBlock } from 'docgen/theme';
import { needsInternalCheck, tidyExample, withPhpHeader } from './example-code.ts';
import { frankenstyle, languageForPath, pathInPlugin } from './plugin-paths.ts';
import { hasContent, renderRichContent, type RichContent } from './rich-content.tsx';

export interface PluginFileProps {
  /** The file inside the plugin: `/version.php`, `/db/access.php`, `/amd/`. */
  filepath?: string;
  /** A short label after the path; false hides it. */
  summary?: string | false;
  plugintype?: string;
  pluginname?: string;
  required?: boolean;
  /** Shown as optional even where the file is usually required. */
  optional?: boolean;
  /** Kept for older code; the badge says so instead of Required/Optional. */
  legacy?: boolean;
  /** Render the card expanded. */
  open?: boolean;
  /** Replaces the default description; false or '' shows none. */
  description?: RichContent;
  /** The standard description of this kind of file (a `_files` partial); false drops it. */
  defaultDescription?: ComponentType<Record<string, unknown>> | false;
  extraDescription?: RichContent;
  children?: ReactNode;
  /** Code of the file, or an element docgen gives in place of an example file it could not find. */
  example?: string | ReactElement;
  showFileHeader?: boolean;
  showLicense?: boolean;
}

type Status = 'legacy' | 'required' | 'optional';
const STATUS_LABELS: Record<Status, string> = { legacy: 'Legacy', required: 'Required', optional: 'Optional' };

function fileStatus({ legacy, required, optional }: PluginFileProps): Status {
  if (legacy) return 'legacy';
  return required && !optional ? 'required' : 'optional';
}

function Example({ props, path }: { props: PluginFileProps; path: string }) {
  const { example } = props;
  if (isValidElement(example)) return example;
  if (typeof example !== 'string' || example.trim() === '') return null;
  const language = languageForPath(props.filepath);
  let code = tidyExample(example);
  if (language === 'php') {
    code = withPhpHeader(code, {
      component: frankenstyle(props),
      purpose: typeof props.summary === 'string' && props.summary ? `${props.summary}.` : `The ${props.filepath?.replace(/^\/+/, '') ?? 'file'} file of ${frankenstyle(props)}.`,
      showFileHeader: props.showFileHeader,
      showLicense: props.showLicense,
      internalCheck: needsInternalCheck(props.filepath),
    });
  }
  return (
    <CodeBlock language={language} title={path}>
      {code}
    </CodeBlock>
  );
}

/**
 * A card for one standard file of a Moodle plugin. It is a native <details>,
 * so it opens without JavaScript; the summary line names the file where it
 * lives in a Moodle checkout, which is what a plugin author looks for.
 */
export function ComponentFileSummary(props: PluginFileProps) {
  const { summary, description, defaultDescription, extraDescription, children, open } = props;
  const path = pathInPlugin(props);
  const status = fileStatus(props);
  const Default = defaultDescription || undefined;
  const body = description === undefined ? (Default ? <Default /> : null) : renderRichContent(description);
  return (
    <details className="devdocs-file" open={open || undefined}>
      <summary className="devdocs-file__summary">
        <code className="devdocs-file__path">{path}</code>
        <span className={`devdocs-file__badge devdocs-file__badge--${status}`}>{STATUS_LABELS[status]}</span>
        {typeof summary === 'string' && summary ? <span className="devdocs-file__text">{summary}</span> : null}
      </summary>
      <div className="devdocs-file__body">
        {body}
        {hasContent(extraDescription) ? renderRichContent(extraDescription) : null}
        {children}
        <Example props={props} path={path} />
      </div>
    </details>
  );
}
