// Svelte components are compiled by the test runner's plugin (web-test-runner.config.mjs).
declare module '*.svelte' {
  import type { Component } from 'svelte';
  const component: Component<Record<string, unknown>>;
  export default component;
}
