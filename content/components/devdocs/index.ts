// `@site/src/components`: the components the devdocs content imports by name.
// CodeBlock, Tabs and TabItem are docgen's own, so these pages and fenced
// code or `@theme/Tabs` render the same way.
export { CodeBlock, Tabs, TabItem } from 'docgen/theme';
export { CodeDiff } from './CodeDiff.tsx';
export { DeprecatedSince } from './DeprecatedSince.tsx';
export { CodeExample, InvalidExample, ValidExample } from './ExampleBox.tsx';
export { Since } from './Since.tsx';
