// docs/integrations.md must be what scripts/build-integrations-doc.ts makes from the registry.
import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { DOC_FILE, renderIntegrationsDoc } from '../../../scripts/build-integrations-doc'
import { builtInApps } from './live-apps.registry'

test('docs/integrations.md is up to date (else run `bun scripts/build-integrations-doc.ts`)', () => {
  const doc = renderIntegrationsDoc([...builtInApps().values()])
  expect(readFileSync(DOC_FILE, 'utf8')).toBe(doc)
  for (const app of builtInApps().values()) expect(doc).toContain(`### ${app.definition.appName}\n`)
})
