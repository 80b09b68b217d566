// Benches import page and engine modules that import `.css` for webpack; in Node such an import is an empty module.
// Imported first by each bench entry, before anything that reaches `src/`.
require.extensions['.css'] = (module) => {
  module.exports = {};
};
