// What of npm's output to drop when scripts/setup.mjs installs the dependencies.

/**
 * npm checks every package's `engines` against the Node that runs npm. The runtime dependencies never run under it:
 * Bun bundles them into the binary and runs them (it reports Node 26), so their asking for Node 22 (react-router,
 * sanitize-html, file-type) says nothing here. Only those warnings are dropped; any other package's still shows.
 */
export function withoutBundledEngineWarnings(stderr, runtimeDependencies) {
  const bundled = new Set(runtimeDependencies)
  const blocks = stderr.split(/(?=^npm warn EBADENGINE Unsupported engine \{$)/m)
  return blocks
    .map((block) => {
      const engine = /^npm warn EBADENGINE Unsupported engine \{\n(?:npm warn EBADENGINE .*\n)*?npm warn EBADENGINE \}\n/.exec(block)
      const name = /package: '(@?[^@']+)@/.exec(engine?.[0] ?? '')?.[1]
      return engine && name && bundled.has(name) ? block.slice(engine[0].length) : block
    })
    .join('')
}
