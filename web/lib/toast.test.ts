import { expect, test } from 'bun:test'
import { toastDuration } from './toast'

test('toasts stay 3 s in the settings area (spec 3) and 5 s everywhere else (spec 1)', () => {
  for (const path of ['/manage', '/manage/general', '/manage/api-keys/create', '/notifications', '/weather', '/weather/settings'])
    expect([path, toastDuration(path)]).toEqual([path, 3000])
  for (const path of ['/', '/c/12', '/todos', '/snippets', '/servers', '/authenticator', '/managed', '/login'])
    expect([path, toastDuration(path)]).toEqual([path, 5000])
})
