// Stylesheets are side-effect imports handled by css-loader + mini-css-extract-plugin.
declare module '*.css';
