// The container files agree with each other: the Dockerfile's port, data path and user, docker-compose.yml and every NAS
// template (CasaOS, Umbrel, Unraid, TrueNAS) parse as YAML/XML and use the same image, version, container port, /data and
// only variables Foyer reads. A changed port or path in one place fails here instead of on someone's NAS.
import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { parse } from 'yaml'
import pkg from '../package.json' with { type: 'json' }

const root = join(import.meta.dir, '..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const IMAGE = `ghcr.io/foyer-dashboard/foyer:${pkg.version}`

interface Service {
  image?: string
  user?: string
  entrypoint?: string[]
  ports?: string[]
  volumes?: string[]
  environment?: Record<string, string | number>
  depends_on?: Record<string, { condition: string }>
}
const compose = (path: string) =>
  parse(read(path)) as { services: Record<string, Service>; volumes?: Record<string, unknown>; 'x-casaos'?: Record<string, unknown> }

// What the Dockerfile promises.
const dockerfile = read('Dockerfile')
const instruction = (name: string) => [...dockerfile.matchAll(new RegExp(`^${name} (.+)$`, 'gm'))].map((m) => m[1]!)
const exposed = instruction('EXPOSE')
const envBlock = /^ENV ([\s\S]+?)\n(?!\s)/m.exec(dockerfile)![1]!
const imageEnv = Object.fromEntries([...envBlock.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]))
const PORT = exposed[0]!
const DATA_DIR = imageEnv.DATA_DIR!
// Every variable Foyer reads (src/config.ts) or the image sets.
const known = new Set([...read('src/config.ts').matchAll(/env\.(\w+)/g)].map((m) => m[1]!))

describe('Dockerfile', () => {
  test('serves on one exposed port, keeps its data in the /data volume and runs as a non-root user', () => {
    expect(exposed).toEqual([imageEnv.PORT!])
    expect(imageEnv.DATA_DIR).toBe('/data')
    expect(instruction('VOLUME')).toEqual(['["/data"]'])
    expect(instruction('USER')).toEqual(['foyer:foyer'])
    expect(dockerfile).toContain('GET /api/v1/home HTTP/1.0')
    expect(instruction('HEALTHCHECK')[0]).toContain('--interval=')
    for (const name of Object.keys(imageEnv)) expect(name === 'MIMALLOC_PURGE_DELAY' || known.has(name)).toBe(true)
  })

  test('takes exactly the release binaries that .dockerignore lets into the build context', () => {
    const copied = [...dockerfile.matchAll(/^COPY (dist\/release\/\S+) \/foyer$/gm)].map((m) => m[1]!)
    expect(copied).toEqual(['dist/release/foyer-*-linux-x64-baseline', 'dist/release/foyer-*-linux-arm64'])
    const ignore = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
    expect(ignore).toEqual(['*', ...copied.map((path) => `!${path}`)])
  })
})

/** A compose service running Foyer: the image, container port and data path of the Dockerfile, known variables only. */
function expectFoyerService(service: Service) {
  expect(service.image).toBe(IMAGE)
  for (const port of service.ports ?? []) expect(port.split(':').at(-1)).toBe(PORT)
  expect(service.volumes?.map((v) => v.split(':')[1])).toEqual([DATA_DIR])
  for (const name of Object.keys(service.environment ?? {})) expect([name, known.has(name)]).toEqual([name, true])
}

/** The optional one-shot service that hands a bind-mounted data folder to the image's user before Foyer starts. */
function expectInitService(services: Record<string, Service>, main: string) {
  const init = services[`${main}-init`]!
  const uid = /--uid (\d+)/.exec(dockerfile)![1]
  expect(init.image).toBe(IMAGE)
  expect(init.entrypoint).toEqual(['chown', `${uid}:${uid}`, '/data'])
  expect(init.volumes).toEqual(services[main]!.volumes!)
  expect(services[main]!.depends_on).toEqual({ [`${main}-init`]: { condition: 'service_completed_successfully' } })
}

describe('compose files', () => {
  test('docker-compose.yml: Foyer on a named volume, guacd only in the remote profile', () => {
    const file = compose('docker-compose.yml')
    expectFoyerService(file.services.foyer!)
    expect(Object.keys(file.volumes ?? {})).toEqual([file.services.foyer!.volumes![0]!.split(':')[0]!])
    expect(file.services.guacd).toMatchObject({ image: expect.stringMatching(/^guacamole\/guacd:\d/), profiles: ['remote'] })
    expect(file.services.guacd!.ports).toBeUndefined()
  })

  test('CasaOS: the app, its init step, and port, volume and variables all described', () => {
    const file = compose('deploy/nas/casaos/docker-compose.yml')
    const foyer = file.services.foyer! as Service & {
      'x-casaos': { envs: { container: string }[]; ports: { container: string }[]; volumes: { container: string }[] }
    }
    expectFoyerService(foyer)
    expectInitService(file.services, 'foyer')
    const app = file['x-casaos'] as { main: string; port_map: string; architectures: string[] }
    expect(app.main).toBe('foyer')
    expect(app.port_map).toBe(foyer.ports![0]!.split(':')[0]!)
    expect(app.architectures).toEqual(['amd64', 'arm64'])
    expect(foyer['x-casaos'].envs.map((e) => e.container)).toEqual(Object.keys(foyer.environment!))
    expect(foyer['x-casaos'].ports.map((p) => p.container)).toEqual(exposed)
    expect(foyer['x-casaos'].volumes.map((v) => v.container)).toEqual([DATA_DIR])
  })

  test('TrueNAS SCALE: the app and its init step on one host path', () => {
    const file = compose('deploy/nas/truenas/docker-compose.yml')
    expectFoyerService(file.services.foyer!)
    expectInitService(file.services, 'foyer')
  })

  test('Umbrel: the app proxy points at the web service on the container port, the manifest at this version', () => {
    const file = compose('deploy/nas/umbrel/docker-compose.yml')
    const manifest = parse(read('deploy/nas/umbrel/umbrel-app.yml')) as Record<string, unknown>
    expectFoyerService(file.services.web!)
    expect(file.services.app_proxy!.environment).toEqual({ APP_HOST: `${manifest.id}_web_1`, APP_PORT: Number(PORT) })
    // biome-ignore lint/suspicious/noTemplateCurlyInString: umbrelOS's compose variable, not a JavaScript placeholder
    expect(file.services.web!.volumes).toEqual(['${APP_DATA_DIR}/data:/data'])
    expect(manifest).toMatchObject({ manifestVersion: 1, id: 'foyer', version: pkg.version, dependencies: [] })
  })
})

test('Unraid: valid Community Applications XML with the image, web port, /data and known variables', () => {
  const xml = read('deploy/nas/unraid/foyer.xml')
  expect(XMLValidator.validate(xml)).toBe(true)
  type Config = { '@_Type': string; '@_Target': string; '@_Default': string }
  const { Container } = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'Config' }).parse(xml) as {
    Container: { Repository: string; WebUI: string; ExtraParams: string; Config: Config[] }
  }
  expect(Container.Repository).toBe(IMAGE)
  const of = (type: string) => Container.Config.filter((c) => c['@_Type'] === type)
  expect(of('Port').map((c) => c['@_Target'])).toEqual(exposed)
  expect(Container.WebUI).toBe(`http://[IP]:[PORT:${PORT}]/`)
  expect(of('Path').map((c) => c['@_Target'])).toEqual([DATA_DIR])
  for (const c of of('Variable')) expect([c['@_Target'], known.has(c['@_Target'])]).toEqual([c['@_Target'], true])
  expect(Container.ExtraParams).toContain('--init')
})
