/** Types of covered-controls.mjs, for the browser tests that import it. */
export function coveredControls(selector?: string): string[];
export function checkCoveredControls(page: unknown, selector?: string): Promise<string[]>;
