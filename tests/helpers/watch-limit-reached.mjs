// Preloaded (node --import) into a `docgen serve` under test: every fs.watch
// fails as it does on Linux once the user's inotify watches are all in use,
// which cannot be arranged for one process without changing the whole
// machine's limit.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

fs.watch = (file) => {
  const watched = String(file);
  throw Object.assign(new Error(`ENOSPC: System limit for number of file watchers reached, watch '${watched}'`), { errno: -28, code: 'ENOSPC', syscall: 'watch', path: watched, filename: watched });
};
// chokidar imports watch by name; this makes that name the function above.
syncBuiltinESMExports();
