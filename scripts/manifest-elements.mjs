// Reading custom-elements.json for the generators (types, VS Code data, docs).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The parsed manifest. */
export const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));

/** The custom-element declarations, in manifest order. */
export const elements = [];
for (const mod of manifest.modules ?? []) {
  for (const decl of mod.declarations ?? []) {
    if (decl.customElement && decl.tagName) elements.push(decl);
  }
}
if (elements.length === 0) throw new Error('custom-elements.json declares no custom element.');
