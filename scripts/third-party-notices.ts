// The licence notices a Foyer binary must carry: Bun's runtime and every npm package the binary embeds (the locked
// production dependencies, server and web), each with its licence file's text as installed in node_modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface Locked {
  version?: string
  license?: string
  dev?: boolean
}

export function thirdPartyNotices(root: string, bunVersion: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, Locked> }
  const parts = [
    'Third-party software in this Foyer binary',
    '',
    `Bun ${bunVersion} (the runtime the binary is built on): MIT licence, with JavaScriptCore (WebKit) under LGPL-2.0`,
    'and further libraries under their own licences, listed at https://bun.com/docs/project/licensing',
  ]
  for (const [path, pkg] of Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b))) {
    if (!path || pkg.dev) continue
    const dir = join(root, path)
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const file = existsSync(dir) ? readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f)) : undefined
    parts.push('', '-'.repeat(78), `${name} ${pkg.version ?? ''} (${pkg.license ?? 'licence not stated'})`)
    if (file) parts.push('', readFileSync(join(dir, file), 'utf8').trim())
  }
  return `${parts.join('\n')}\n`
}
