// Types of build.mjs, for the tests and benches that import it from TypeScript.
/** The path of the built dist/NAME.js when no source it was built from changed since, else null. */
export function freshBundle(name: 'dungeonbowl' | 'worker'): string | null;
/** Builds dist/; resolves to false when esbuild is missing or the sources do not build. */
export function build(options?: { quiet?: boolean }): Promise<boolean>;
