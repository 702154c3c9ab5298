/**
 * Markup read into nodes that nothing runs in: the core's escaped markup,
 * error pages and Ajax answers (which are sanitized before they reach the
 * page). On a page that requires Trusted Types
 * (`require-trusted-types-for 'script'`), the markup goes through the
 * library's own policy, `paginator-elements`, which the page must allow
 * in its `trusted-types` directive. The policy is made on first use, only
 * here, and what it passes is only ever parsed inertly, never inserted
 * as markup: it hands nothing to anyone else.
 *
 * @module
 */
import { createHtmlElement } from './document.js';

/** The name of the Trusted Types policy the library creates (SECURITY.md). */
export const POLICY_NAME = 'paginator-elements';

interface TrustedTypePolicy {
  createHTML(input: string): unknown;
}

declare global {
  interface Window {
    trustedTypes?: { createPolicy(name: string, rules: { createHTML(input: string): string }): TrustedTypePolicy };
  }
}

/** The policy (null where there are no Trusted Types or the page does not allow it); undefined until first needed. */
let policy: TrustedTypePolicy | null | undefined;

/** `markup` as the page's HTML sinks take it: through the policy where there is one. */
function trusted(markup: string): string {
  if (policy === undefined) {
    try {
      policy = window.trustedTypes?.createPolicy(POLICY_NAME, { createHTML: (input) => input }) ?? null;
    } catch {
      // The page's trusted-types directive does not list the policy (or a second copy of the library made it).
      policy = null;
    }
  }
  return (policy ? policy.createHTML(markup) : markup) as string;
}

/**
 * Parses with `parser`; where the page refuses the markup (Trusted Types
 * required, the policy not allowed), says so in our words.
 */
function inert<T>(parser: (markup: string) => T, markup: string): T {
  try {
    return parser(trusted(markup));
  } catch (error) {
    if (policy !== null || !window.trustedTypes) throw error;
    throw new TypeError(`this page requires Trusted Types: allow the policy "${POLICY_NAME}" in its trusted-types directive`);
  }
}

/** The nodes of `markup`, parsed in an inert `<template>`: nothing in it loads or runs. */
export function parse(markup: string): DocumentFragment {
  return inert((html) => {
    const template = createHtmlElement('template') as HTMLTemplateElement;
    template.innerHTML = html;
    return template.content;
  }, markup);
}

/** `markup` as a whole document, parsed by DOMParser: no browsing context, so nothing in it loads or runs. */
export function parseDocument(markup: string): Document {
  return inert((html) => new DOMParser().parseFromString(html, 'text/html'), markup);
}
