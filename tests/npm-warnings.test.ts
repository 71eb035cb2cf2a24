// scripts/setup.mjs drops npm's engine warnings for the packages Bun bundles, and nothing else (npm 11's own wording).
import { expect, test } from 'bun:test'
import { withoutBundledEngineWarnings } from '../scripts/npm-warnings.mjs'
import pkg from '../package.json'

const engine = (id: string, node: string) =>
  [
    'npm warn EBADENGINE Unsupported engine {',
    `npm warn EBADENGINE   package: '${id}',`,
    `npm warn EBADENGINE   required: { node: '${node}' },`,
    "npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }",
    'npm warn EBADENGINE }',
    '',
  ].join('\n')
const deprecated = 'npm warn deprecated inflight@1.0.6: This module is not supported\n'

test("a runtime dependency's engine warning is dropped: Bun, not this Node, runs it", () => {
  const stderr = engine('file-type@22.3.0', '>=22') + engine('react-router@8.5.1', '>=22.22.0') + engine('sanitize-html@2.18.1', '>=22.12.0')
  expect(withoutBundledEngineWarnings(stderr, Object.keys(pkg.dependencies))).toBe('')
})

test("a tool's engine warning (it runs under this Node) and every other line stay", () => {
  const knip = engine('knip@6.44.2', '^20.19.0 || >=22.12.0')
  const scoped = engine('@redocly/openapi-core@2.64.0', '>=22.12.0')
  const stderr = deprecated + engine('react-router@8.5.1', '>=22.22.0') + knip + scoped + deprecated
  expect(withoutBundledEngineWarnings(stderr, Object.keys(pkg.dependencies))).toBe(deprecated + knip + scoped + deprecated)
})
