// The site's interactive components in freshly rendered content (see
// shared/site-islands.ts): their code, and React's hydration of them, is
// fetched only by pages that show one.

/** Runs the site's components in `root`; the returned function unmounts them, before the content is replaced. */
export function runSiteComponents(root: ParentNode): () => void {
  const islands = root.querySelectorAll<HTMLElement>('docgen-island');
  if (islands.length === 0) return () => {};
  const running = import('../site-components/hydrate.ts').then(({ hydrateIslands }) => hydrateIslands([...islands]));
  return () => void running.then((unmount) => unmount());
}
