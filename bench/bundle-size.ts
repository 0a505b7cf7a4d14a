/** Gzipped sizes of what browsers download (run after `npm run build`). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function bundleSizes(root: string) {
  const rows: { bundle: string; bytes: number; gzipBytes: number }[] = [];
  for (const name of ['installer', 'partner', 'affiliate']) {
    const file = `${root}/dist/widgets/${name}.js`;
    if (existsSync(file)) rows.push({ bundle: `widgets/${name}.js`, bytes: readFileSync(file).length, gzipBytes: gz(file) });
  }
  const clientDir = `${root}/dist/client`;
  if (existsSync(clientDir)) {
    for (const f of readdirSync(clientDir).filter((f) => f.endsWith('.js'))) {
      rows.push({ bundle: `client/${f}`, bytes: readFileSync(`${clientDir}/${f}`).length, gzipBytes: gz(`${clientDir}/${f}`) });
    }
  }
  return rows;
}
