// Node module hooks (registered by ./register.mjs): a .css file imported from our source is its
// minified CSS as a string, as in the bundles (./compile.mjs).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { cssModule } from './compile.mjs';

export async function load(url, context, nextLoad) {
  if (!/^file:.*\.css(\?inline)?$/.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url.replace(/\?inline$/, ''));
  return { format: 'module', source: await cssModule(await readFile(file, 'utf8'), file), shortCircuit: true };
}
