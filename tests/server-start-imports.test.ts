// What the server loads at start: Bun's node:* modules are JavaScript that loads on import (see
// src/core/node-builtins.ts), so only those an idle server uses may be imported at the top of a server module.
import { expect, test } from 'bun:test'
import { join } from 'node:path'
import { EXTERNAL } from '../scripts/build-binary'

// The filesystem, paths, Bun's own require() shim for lazily loaded packages, and the database.
const AT_START = ['bun:sqlite', 'fs', 'module', 'path']

test('the server bundle imports at start only the modules an idle server uses', async () => {
  const built = await Bun.build({ entrypoints: [join(import.meta.dir, '../src/boot.ts')], target: 'bun', external: EXTERNAL })
  expect(built.success).toBe(true)
  const code = await built.outputs[0]!.text()
  const imported = new Set([...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((m) => m[1]!.replace(/^node:/, '')))
  expect([...imported].sort()).toEqual(AT_START)
})
