// Stylesheets are side-effect imports handled by css-loader + mini-css-extract-plugin.
declare module '*.css';
// TrueType fonts are emitted as files (asset/resource); the import is their URL.
declare module '*.ttf' {
  const url: string;
  export default url;
}
