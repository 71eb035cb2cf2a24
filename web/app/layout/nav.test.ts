import { expect, test } from 'bun:test'
import pkg from '../../../package.json'
import { FEATURES, PRODUCT_VERSION, SHORTCUTS, isEnabled } from './nav'

test("the footer's version is package.json's", () => {
  expect(PRODUCT_VERSION).toBe(pkg.version)
})

test('Stream Hub, Devices and Servers, Health, Containers, Tasks and TOTP Authenticator each hide behind their switch (spec 1 §2); the rest always show', () => {
  expect(FEATURES.map((f) => [f.label, f.flag ?? null])).toEqual([
    ['Notifications', null],
    ['Pages', null],
    ['Weather', null],
    ['Stream Hub', 'camerafeed'],
    ['Devices and Servers', 'networkdevices'],
    ['Health', 'health'],
    ['Containers', 'docker'],
    ['Tasks', 'todolist'],
    ['TOTP Authenticator', 'authenticator'],
    ['Settings', null],
  ])
  expect(SHORTCUTS.map((s) => s.flag)).toEqual(['camerafeed', 'networkdevices', 'todolist', 'authenticator'])
  const tasks = FEATURES.find((f) => f.to === '/tasks')!
  expect(isEnabled(tasks, { todolist: false } as never)).toBe(false)
  expect(isEnabled(tasks, { todolist: true } as never)).toBe(true)
})
