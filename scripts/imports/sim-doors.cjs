/**
 * The sim folders behind a door (gateway/sim/README.md, "Doors"): every folder under gateway/sim
 * but the ones open to all (the ground floor) and the ones other rules guard (the http kit, the
 * routes). Read from the tree, so a new folder is behind its door from the day it is added: an
 * import into it from outside must go through its index.ts, which it therefore needs.
 */
const { readdirSync } = require('node:fs');
const path = require('node:path');

/** calendar/ and shared/ are the ground floor, open to all; http/ and routes/ have rules of their own. */
const SIM_OPEN_FOLDERS = ['calendar', 'shared', 'http', 'routes'];

/** The door folders' names, sorted, under `root` (the repository). */
function simDoorFolders(root) {
  return readdirSync(path.join(root, 'gateway', 'sim'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SIM_OPEN_FOLDERS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

module.exports = { SIM_OPEN_FOLDERS, simDoorFolders };
