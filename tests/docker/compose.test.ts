// docker-compose.yml and the NAS compose templates against the Compose file schema. No Compose v2 here, and Compose v1's
// `config` rejects what v2 takes (CasaOS's top-level name, umbrel's image-less app_proxy), so: YAML against the
// compose_spec.json that Debian's docker-compose package ships, with Python's jsonschema. Run by scripts/test-docker.ts.
import { describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { command } from '../release/support/release'

const checks = process.env.FOYER_DOCKER_IMAGES !== undefined
const root = join(import.meta.dir, '../..')
const SCHEMA = '/usr/lib/python3/dist-packages/compose/config/compose_spec.json'
const FILES = ['docker-compose.yml', 'deploy/nas/casaos/docker-compose.yml', 'deploy/nas/truenas/docker-compose.yml', 'deploy/nas/umbrel/docker-compose.yml']
// The top-level project name came into the Compose Specification after this copy of its schema.
const VALIDATE = `
import json, sys, yaml, jsonschema
schema = json.load(open(sys.argv[1]))
schema['properties']['name'] = {'type': 'string'}
doc = yaml.safe_load(open(sys.argv[2]))
errors = sorted(jsonschema.Draft201909Validator(schema).iter_errors(doc), key=str)
for e in errors: print('/'.join(map(str, e.absolute_path)) + ': ' + e.message)
sys.exit(1 if errors else 0)
`

describe.if(checks)('compose files', () => {
  test.each(FILES)('%s follows the Compose file schema', async (file) => {
    expect(await command('python3', '-c', VALIDATE, SCHEMA, join(root, file))).toEqual({ code: 0, out: '' })
  })

  test('the check finds a broken file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-compose-'))
    await Bun.write(join(dir, 'compose.yml'), 'services:\n  foyer:\n    image: ghcr.io/foyer-dashboard/foyer\n    ports: 8080\n')
    const r = await command('python3', '-c', VALIDATE, SCHEMA, join(dir, 'compose.yml'))
    rmSync(dir, { recursive: true, force: true })
    expect(r.code).toBe(1)
    expect(r.out).toContain('services/foyer/ports')
  })
})
