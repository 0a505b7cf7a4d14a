/**
 * The gateway pages' script and styles. The scripts are TypeScript in ./browser, bundled with
 * esbuild the first time a page asks for them (a few tens of milliseconds, once per process), so
 * the hosted fields check a card with the very rules the tokenize call applies (core's
 * checkout/card.ts) — one set of rules, no build step for the gateway. esbuild is there wherever
 * the shop runs from source: tsx, which runs it, is built on it.
 *
 * Each asset is served under a name with its content hash and cached for a year.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

export interface GatewayAsset {
  /** `hosted-fields.3f2a….js`: what the pages link to (relative to /gateway/assets/). */
  name: string;
  contentType: string;
  body: string;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const hashed = (base: string, ext: string, body: string) =>
  `${base}.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.${ext}`;

/**
 * The browser scripts use only the card rules and payment words of @tireshop/core; pointing the
 * import at those two modules keeps the rest of core (stores, client, every contract schema) out
 * of the iframe's script.
 */
const coreCardRules: Plugin = {
  name: 'core-card-rules',
  setup(build) {
    build.onResolve({ filter: /^@tireshop\/core$/ }, () => ({ path: 'card-rules', namespace: 'core-card-rules' }));
    build.onLoad({ filter: /.*/, namespace: 'core-card-rules' }, () => ({
      contents: "export * from './checkout/card';\nexport { PAYMENT_MESSAGES } from './contract/checkout';\n",
      resolveDir: here('../../../../core/src/'),
      loader: 'ts',
    }));
  },
};

async function bundle(entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [here(`./browser/${entry}.ts`)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
    plugins: [coreCardRules],
  });
  return result.outputFiles[0]!.text;
}

async function script(base: string): Promise<GatewayAsset> {
  const body = await bundle(base);
  return { name: hashed(base, 'js', body), contentType: 'text/javascript; charset=utf-8', body };
}

async function styles(): Promise<GatewayAsset> {
  const body = await readFile(here('./gateway.css'), 'utf8');
  return { name: hashed('gateway', 'css', body), contentType: 'text/css; charset=utf-8', body };
}

export interface GatewayAssets {
  hostedFields: GatewayAsset;
  session: GatewayAsset;
  styles: GatewayAsset;
}

let built: Promise<GatewayAssets> | undefined;

/** Built once per process, on first use; a failed build is retried on the next request. */
export function gatewayAssets(): Promise<GatewayAssets> {
  built ??= Promise.all([script('hosted-fields'), script('session'), styles()]).then(
    ([hostedFields, session, css]) => ({ hostedFields, session, styles: css }),
    (err: unknown) => {
      built = undefined;
      throw err;
    },
  );
  return built;
}
