import { relative, sep } from 'node:path';

/**
 * How long a browser keeps a file of the built admin: the scripts, styles and fonts under assets/
 * carry their content's hash in their names, so they never change and are kept a year without
 * asking again; index.html (and the few other files with fixed names) is asked about each time
 * (an unchanged one answers 304), so that a new release is picked up at the next load.
 */
export const adminFileCachePolicy = (root: string, path: string): string =>
  relative(root, path).startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
