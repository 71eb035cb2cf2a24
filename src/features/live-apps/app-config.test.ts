import { expect, test } from 'bun:test'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { acceptedConfig, firstMissing, maskedConfig } from './app-config'

const FIELDS = [
  { name: 'url', label: 'Server URL', type: 'url', required: true },
  { name: 'apiKey', label: 'API Key', type: 'password', required: true },
  { name: 'token', label: 'Token', type: 'password' },
  { name: 'note', label: 'Note', type: 'text' },
]
const STORED = { url: 'http://10.0.0.2', apiKey: 'k-stored', token: '', note: 'n' }

test('a form is shown every stored secret that holds a value as the placeholder, and the rest as stored', () => {
  expect(maskedConfig(FIELDS, STORED)).toEqual({ url: 'http://10.0.0.2', apiKey: KEPT_SECRET, token: '', note: 'n' })
  // A value no field names (an app changed its fields) is shown as stored; nothing is changed in place.
  const stored = { apiKey: 'k', old: 'x' }
  expect(maskedConfig(FIELDS, stored)).toEqual({ apiKey: KEPT_SECRET, old: 'x' })
  expect(stored.apiKey).toBe('k')
})

test('an untouched placeholder takes the stored secret; a new value replaces it; stored values are read only when needed', () => {
  let reads = 0
  const stored = () => {
    reads++
    return STORED
  }
  expect(acceptedConfig(FIELDS, { url: 'http://x', apiKey: KEPT_SECRET, note: KEPT_SECRET }, stored)).toEqual({
    url: 'http://x',
    apiKey: 'k-stored',
    // Only secret fields keep a stored value: the placeholder in a text field is what the user typed.
    note: KEPT_SECRET,
  })
  expect(reads).toBe(1)
  expect(acceptedConfig(FIELDS, { url: 'http://x', apiKey: 'k-new' }, stored)).toEqual({ url: 'http://x', apiKey: 'k-new' })
  expect(reads).toBe(1)
})

test("'{label} is required' for the first required field left blank, a placeholder with nothing stored included", () => {
  expect(() => acceptedConfig(FIELDS, { apiKey: 'k' }, () => ({}))).toThrow('Server URL is required')
  expect(() => acceptedConfig(FIELDS, { url: 'http://x', apiKey: '  ' }, () => ({}))).toThrow('API Key is required')
  expect(() => acceptedConfig(FIELDS, { url: 'http://x', apiKey: KEPT_SECRET }, () => ({}))).toThrow('API Key is required')
  expect(firstMissing(FIELDS, { url: 'http://x', apiKey: null })?.label).toBe('API Key')
  expect(firstMissing(FIELDS, { url: 'http://x', apiKey: 'k' })).toBeUndefined()
})
