/** A .css file imported from our source is its minified CSS (scripts/css/compile.mjs). */
declare module '*.css' {
  const css: string;
  export default css;
}
