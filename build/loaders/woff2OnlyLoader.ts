// Webpack loader for the packages' @font-face CSS: drops the WOFF fallback after each WOFF2 source, so only WOFF2 ships
// (every browser the app supports reads WOFF2; the WOFF twins would double dist/ and are never requested).
export default function woff2OnlyLoader(css: string): string {
  return css.replace(/,\s*url\([^)]*\.woff\)\s*format\(['"]?woff['"]?\)/g, '');
}
