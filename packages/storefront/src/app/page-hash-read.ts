/** Reading a `#tireSize=` / `#brand=` hash and what it asks of a page (./page-hash.ts): its own chunk. */
export { brandFilterFromHash, parsePageHash, sizeFromHash } from '@tireshop/core';
