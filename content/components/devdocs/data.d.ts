// The site's data files, which docgen resolves to the site's data folder.
// Their shapes are checked where they are read (release-data.ts, ProjectSummary.tsx).
declare module '@site/data/*.json' {
  const value: unknown;
  export default value;
}
