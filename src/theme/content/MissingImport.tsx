/**
 * Shown where content uses something whose import could not be found, when
 * the site chose to build anyway (mdx.onMissingImport: 'warn'): readers see
 * that a part of the page is missing instead of a silent gap.
 */
export function MissingImport({ specifier, name }: { specifier: string; name: string }) {
  return (
    <div className="docgen-missing-import" role="note">
      <strong>Missing content:</strong> “{name}” comes from <code>{specifier}</code>, which is not part of this site’s sources.
    </div>
  );
}
