// Preloaded (node --import) into a `docgen serve` under test: fs.watch fails
// as it does on Linux once the user's inotify watches are all in use, which
// cannot be arranged for one process without changing the whole machine's
// limit. WATCHES_LEFT (0 unless given) is how many watches succeed first, as
// when another program has taken all but a few.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const systemWatch = fs.watch;
let left = Number(process.env.WATCHES_LEFT ?? 0);
fs.watch = (file, ...rest) => {
  if (left > 0) {
    left -= 1;
    return systemWatch(file, ...rest);
  }
  const watched = String(file);
  throw Object.assign(new Error(`ENOSPC: System limit for number of file watchers reached, watch '${watched}'`), { errno: -28, code: 'ENOSPC', syscall: 'watch', path: watched, filename: watched });
};
// chokidar imports watch by name; this makes that name the function above.
syncBuiltinESMExports();
