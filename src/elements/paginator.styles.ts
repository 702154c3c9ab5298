import { css } from 'lit';

/**
 * The look the three paginator elements share, set through CSS custom
 * properties so a page can restyle them without reaching into the shadow
 * root; every generated piece also has a `part`.
 */
export const paginatorStyles = css`
  :host {
    display: inline-block;
    font: var(--paginator-font, inherit);
    color: var(--paginator-color, inherit);
  }
  :host([hidden]) {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--paginator-gap, 0.25em);
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--paginator-gap, 0.25em);
  }
  a {
    color: var(--paginator-link-color, LinkText);
    padding: var(--paginator-padding, 0.1em 0.35em);
    border-radius: var(--paginator-radius, 0.25em);
  }
  a:focus-visible {
    outline: var(--paginator-focus-ring, 2px solid Highlight);
    outline-offset: 1px;
  }
  [part~='current'] {
    font-weight: var(--paginator-current-weight, 700);
    color: var(--paginator-current-color, inherit);
    background: var(--paginator-current-background, transparent);
    padding: var(--paginator-padding, 0.1em 0.35em);
    border-radius: var(--paginator-radius, 0.25em);
  }
  [part~='disabled'] {
    color: var(--paginator-disabled-color, GrayText);
    padding: var(--paginator-padding, 0.1em 0.35em);
  }
  [part~='separator'],
  [part~='ellipsis'] {
    color: var(--paginator-separator-color, inherit);
    white-space: pre;
  }
`;
