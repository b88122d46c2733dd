declare module 'virtual:styles' {
  const css: string;
  export default css;
}
declare const __VERSION__: string;
