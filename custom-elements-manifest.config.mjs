// custom-elements.json is generated from the elements' TSDoc and committed;
// CI regenerates it and fails when the committed copy is stale.
export default {
  // The elements and the entry files that export them: what tools read a manifest for (editors, Storybook, linters).
  // The core's API is in its .d.ts and docs/api; listing every module of it here tripled the file (1.2 MB).
  // (The default globs would also walk dist/, coverage/ and scratch folders.)
  globs: ['src/components/**/*.ts', 'src/index.ts', 'src/bundle.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  dependencies: false,
  // package.json names the manifest itself; the analyzer would rewrite it to wherever it wrote.
  packagejson: false,
};
