/**
 * Widget files of earlier releases, kept across deploys (docs/operations.md "Widget releases").
 *
 * A host page holds the loader for up to five minutes (its cache lifetime), and a shopper's open
 * tab much longer; the modules that loader names are content-hashed files of its own release. A
 * deploy that replaced `dist/widgets` outright would answer 404 for them, and the widget would
 * stop at its next lazy step (the cart, the checkout). So at every start the server copies the
 * release's widget files into an archive directory that outlives deploys (WIDGET_ARCHIVE_DIR, a
 * persistent volume), and serves from it what the current release does not have: earlier
 * releases' hashed modules, and an earlier major's loader (`/widgets/v1/` once v2 is current).
 */
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** `installer-cart.6ffuTbao.js` and its precompressed copies: a module whose name carries its content's hash. */
export const isHashedWidgetFile = (name: string) => /^[\w-]+\.[\w-]{8}\.js(\.br|\.gz)?$/.test(name);

/**
 * Copies the widget files of `widgetsDir` (`dist/widgets`) into `archiveDir`: each major's hashed
 * modules once (a hashed file never changes), and its loader and integrity list as the newest of
 * that major. Nothing is deleted. Resolves with the number of files copied.
 */
export async function archiveWidgets(widgetsDir: string, archiveDir: string): Promise<number> {
  let copied = 0;
  const majors = (await readdir(widgetsDir, { withFileTypes: true })).filter((d) => d.isDirectory() && /^v\d+$/.test(d.name));
  for (const major of majors) {
    const from = join(widgetsDir, major.name);
    const to = join(archiveDir, major.name);
    await mkdir(to, { recursive: true });
    for (const name of await readdir(from)) {
      const hashed = isHashedWidgetFile(name);
      try {
        // A hashed file already archived is the same file; the loader and the lists are replaced by the newest.
        await copyFile(join(from, name), join(to, name), hashed ? constants.COPYFILE_EXCL : 0);
        copied++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }
  return copied;
}
