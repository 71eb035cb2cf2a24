// Types for scripts/npm-warnings.mjs (plain JavaScript: Node runs it before Bun is installed).
export function withoutBundledEngineWarnings(stderr: string, runtimeDependencies: string[]): string
