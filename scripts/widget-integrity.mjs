// The Subresource Integrity hashes of one widget version's files (docs/integration.md "Caching,
// CORS and integrity"): sha384 of the loader and of every content-hashed module beside it. The
// build writes them to dist/widgets/v<major>/integrity.json (served at /widgets/v1/integrity.json);
// `node scripts/widget-integrity.mjs` prints the loader's script tag and every file's hash.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The file a host page's integrity list is kept in, beside the loader. */
export const INTEGRITY_FILE = 'integrity.json';

/** `sha384-…` of the bytes, as a `<script integrity>` attribute takes it. */
export const sriHash = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The integrity list of the widget files in `dir`: every .js file (the loader and the modules).
 * @param {string} dir  dist/widgets/v<major>
 * @param {string} version  the widgets' version (packages/widget-sdk/package.json)
 */
export function widgetIntegrity(dir, version) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort((a, b) => (a === 'loader.js' ? -1 : b === 'loader.js' ? 1 : a.localeCompare(b)));
  return { version, algorithm: 'sha384', files: Object.fromEntries(files.map((f) => [f, sriHash(readFileSync(join(dir, f)))])) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { version } = JSON.parse(readFileSync('packages/widget-sdk/package.json', 'utf8'));
  const dir = `dist/widgets/v${version.split('.')[0]}`;
  let list;
  try {
    list = JSON.parse(readFileSync(join(dir, INTEGRITY_FILE), 'utf8'));
  } catch {
    console.error(`${join(dir, INTEGRITY_FILE)} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  const origin = process.argv[2] ?? 'https://shop.example';
  console.log(`Widgets ${list.version} (${dir}/${INTEGRITY_FILE}, served at /widgets/v${version.split('.')[0]}/${INTEGRITY_FILE})\n`);
  console.log(
    `<script src="${origin}/widgets/v${version.split('.')[0]}/loader.js" integrity="${list.files['loader.js']}" crossorigin="anonymous" async></script>\n`,
  );
  for (const [file, hash] of Object.entries(list.files)) console.log(`${hash}  ${file}`);
}
