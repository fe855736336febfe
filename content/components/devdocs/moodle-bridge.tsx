import { isValidElement, type ReactElement } from 'react';
import { CodeBlock } from 'docgen/theme';
import { needsInternalCheck, tidyExample, withPhpHeader } from './example-code.ts';
import { frankenstyle, languageForPath, pathInPlugin, type PluginFileLocation } from './plugin-paths.ts';

export { CodeBlock } from 'docgen/theme';

export interface ExampleProps extends PluginFileLocation {
  /** What the example shows; it becomes the docblock line of a PHP example. */
  examplePurpose?: string;
}

/** The path a reader would find the file at: `course/format/pluginname/output/courseformat/content.php`. */
export function getFileNameWithComponentPath(props: ExampleProps): string {
  return pathInPlugin(props);
}

/**
 * A code block for an example file of a plugin, titled with its path. Pages
 * call it as a function (`{getExample(props, code)}`), so it returns an element.
 * An element instead of code (docgen's notice for a missing file) is returned as it is.
 */
export function getExample(props: ExampleProps, code: string | ReactElement): ReactElement {
  if (isValidElement(code)) return code;
  const language = languageForPath(props.filepath);
  let source = tidyExample(String(code ?? ''));
  if (language === 'php') {
    source = withPhpHeader(source, {
      component: frankenstyle(props),
      purpose: props.examplePurpose ? `${props.examplePurpose}.` : `Example for ${frankenstyle(props)}.`,
      internalCheck: needsInternalCheck(props.filepath),
    });
  }
  return (
    <CodeBlock language={language} title={getFileNameWithComponentPath(props)}>
      {source}
    </CodeBlock>
  );
}
