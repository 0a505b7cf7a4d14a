/** Written in by the build: the version of @tireshop/widgets (packages/widget-sdk/package.json). */
declare const __TIRESHOP_VERSION__: string;

/** The widgets' version (semver). Its major is the `/widgets/v<major>/` in the loader's address: a host pinned there never gets another major. */
export const VERSION = typeof __TIRESHOP_VERSION__ === 'string' ? __TIRESHOP_VERSION__ : '0.0.0-source';
