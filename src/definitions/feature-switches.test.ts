import { expect, test } from 'bun:test'
import { openDatabase } from '../core/db'
import { migrate } from '../core/migrate'
import { FEATURE_SWITCHES, SWITCH_NAMES, switchHiding, type FeatureSwitchDef } from './feature-switches'

test("the switches are spec 3 §3's, in its order", () => {
  expect(SWITCH_NAMES).toEqual([
    'authenticator',
    'camerafeed',
    'networkdevices',
    'todolist',
    'snippetmanager',
    'health',
    'docker',
    'linksalwaysnewtab',
    'foldersalwaysnewtab',
  ])
})

test("each switch is a users column whose DEFAULT is the definition's default", () => {
  const db = openDatabase(':memory:')
  migrate(db)
  const columns = db.query<{ name: string; dflt_value: string | null }, []>('PRAGMA table_info(users)').all()
  db.close()
  for (const name of SWITCH_NAMES) {
    const column = columns.find((c) => c.name === name)
    expect({ name, default: column?.dflt_value }).toEqual({ name, default: FEATURE_SWITCHES[name].default ? '1' : '0' })
  }
})

test('the nav entries they hide are the four of spec 1 §2, the Health and the Containers screen; no entry is hidden by two switches', () => {
  expect(switchHiding('/streaming')).toBe('camerafeed')
  expect(switchHiding('/servers')).toBe('networkdevices')
  expect(switchHiding('/tasks')).toBe('todolist')
  expect(switchHiding('/authenticator')).toBe('authenticator')
  expect(switchHiding('/health')).toBe('health')
  expect(switchHiding('/docker')).toBe('docker')
  expect(switchHiding('/pages')).toBeUndefined()
  const hidden = SWITCH_NAMES.map((name) => FEATURE_SWITCHES[name].hidesNav).filter((path) => path !== null)
  expect(new Set(hidden).size).toBe(hidden.length)
})

test('General Settings shows seven feature switches, then the two about new tabs', () => {
  expect(SWITCH_NAMES.filter((name) => FEATURE_SWITCHES[name].section === 'features')).toHaveLength(7)
  expect(SWITCH_NAMES.filter((name) => FEATURE_SWITCHES[name].section === 'opening')).toEqual(['linksalwaysnewtab', 'foldersalwaysnewtab'])
})

test('the compiler refuses a switch without its label (checked by tsc, which runs over the tests)', () => {
  const { label: _left, ...withoutLabel } = FEATURE_SWITCHES.todolist
  // @ts-expect-error: every switch must say how General Settings labels it
  const incomplete = { todolist: withoutLabel } satisfies Record<string, FeatureSwitchDef>
  expect(Object.keys(incomplete.todolist)).not.toContain('label')
})
