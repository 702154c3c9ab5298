// custom-elements.json is generated from the elements' TSDoc and committed;
// CI regenerates it and fails when the committed copy is stale.
export default {
  // Only the sources: the default globs would walk dist/, coverage/ and scratch folders.
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  dependencies: false,
  // package.json names the manifest itself; the analyzer would rewrite it to wherever it wrote.
  packagejson: false,
};
