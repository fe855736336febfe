// Hidden files and folders (names starting with a dot) are never part of a
// site: the content crawl and the static copy leave them out, as Docusaurus'
// globbing does, and `docgen serve` does not watch them there for that reason.
// They include what editors and systems keep beside an author's files: Emacs'
// lock files, macOS's .DS_Store, a .git folder.

/** Whether a file or folder of this name is left out of the site. */
export function isHiddenName(name: string): boolean {
  return name.startsWith('.');
}
