// `import { ProjectSummary } from '@site/src'`: the corpus's project pages import it from the root of its src folder.
export { ProjectSummary } from './ProjectSummary.tsx';
