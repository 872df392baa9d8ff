// Types of chromium.mjs (plain JS so that lighthouse.mjs can run on its own with `node`).
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export function chromiumPath(path?: string): string;
