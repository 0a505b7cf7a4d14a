/**
 * tesseract.js's browser build as an ES module (its package's `main` is the Node build, whose
 * worker adapter needs `fs` and `worker_threads`): the same API as the package's own types.
 */
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  import Tesseract = require('tesseract.js');
  export default Tesseract;
}
