import { expect, test } from 'bun:test'
import { resolve } from 'node:path'
import { loadConfig } from './config'

test('defaults: port 8080 on every interface, ./data, 30-day sessions', () => {
  const c = loadConfig({})
  expect(c.port).toBe(8080)
  expect(c.host).toBe('0.0.0.0')
  expect(c.dataDir).toBe(resolve('./data'))
  expect(c.sessionTtlMs).toBe(30 * 86_400_000)
  expect(c.adminUsername).toBeUndefined()
  expect(c.version).toBe('1.0.2')
})

test('environment overrides and validation', () => {
  const c = loadConfig({ PORT: '9000', HOST: '127.0.0.1', DATA_DIR: '/tmp/x', FOYER_ADMIN_USERNAME: ' Admin ', FOYER_ADMIN_PASSWORD: 'pw' })
  expect(c).toMatchObject({ port: 9000, host: '127.0.0.1', dataDir: '/tmp/x', adminUsername: 'admin', adminPassword: 'pw' })
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number')
  expect(() => loadConfig({ PORT: '70000' })).toThrow()
  expect(() => loadConfig({ FOYER_ADMIN_USERNAME: 'admin' })).toThrow('must be set together')
})

test('weather and geocoder addresses: public defaults, overridable, trailing slash dropped, http(s) only', () => {
  const d = loadConfig({})
  expect(d.weatherUrl).toBe('https://api.open-meteo.com')
  expect(d.geocodeUrl).toBe('https://nominatim.openstreetmap.org')
  const c = loadConfig({ FOYER_WEATHER_URL: 'http://127.0.0.1:9/', FOYER_GEOCODE_URL: 'http://127.0.0.1:10/search-base' })
  expect(c.weatherUrl).toBe('http://127.0.0.1:9')
  expect(c.geocodeUrl).toBe('http://127.0.0.1:10/search-base')
  expect(() => loadConfig({ FOYER_WEATHER_URL: 'ftp://x' })).toThrow('FOYER_WEATHER_URL must be an http(s) address')
})

test("the stream hub's ffmpeg: 'ffmpeg' on PATH unless FOYER_FFMPEG names another", () => {
  expect(loadConfig({}).ffmpegPath).toBe('ffmpeg')
  expect(loadConfig({ FOYER_FFMPEG: ' /opt/ffmpeg/bin/ffmpeg ' }).ffmpegPath).toBe('/opt/ffmpeg/bin/ffmpeg')
})

test('health checks run in the background unless FOYER_HEALTH_CHECKS is 0 or false', () => {
  expect(loadConfig({}).healthChecks).toBe(true)
  expect(loadConfig({ FOYER_HEALTH_CHECKS: '0' }).healthChecks).toBe(false)
  expect(loadConfig({ FOYER_HEALTH_CHECKS: 'false' }).healthChecks).toBe(false)
  expect(loadConfig({ FOYER_HEALTH_CHECKS: '1' }).healthChecks).toBe(true)
})
