import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'bun:test'
import { createTestApp, manualClock, type TestApp } from '../../../tests/helpers/test-app'
import { startFakeWeather, type FakeWeather } from '../../../tests/helpers/fake-weather'
import { createWeatherService, FORECAST_TTL_MS } from './weather.service'

let fake: FakeWeather
let t: TestApp
beforeAll(() => {
  fake = startFakeWeather()
})
afterAll(() => fake.stop())
beforeEach(() => {
  fake.mode = 'ok'
  fake.calls.forecast.length = 0
  fake.calls.search.length = 0
  t = createTestApp({ FOYER_WEATHER_URL: fake.url, FOYER_GEOCODE_URL: fake.url })
})
afterEach(() => t.close())

const BERLIN = { location: 'Berlin, Deutschland', latitude: 52.52, longitude: 13.39 }

async function withLocation(username = 'alice', unit = 'metric', location: object = BERLIN) {
  const token = await t.signIn(username)
  const res = await t.call('POST', '/api/v1/settings/weather', { token, body: { location, unit } })
  expect(res.body).toEqual({ error: false, message: 'Weather settings saved successfully.' })
  return token
}

test('without a location both weather calls answer null (the home widget stays hidden)', async () => {
  const token = await t.signIn('alice')
  expect((await t.call('GET', '/api/v1/weather', { token })).body).toEqual({ error: false, message: null })
  expect((await t.call('GET', '/api/v1/weather/forecast', { token })).body).toEqual({ error: false, message: null })
  expect(fake.calls.forecast).toHaveLength(0)
})

test('the forecast has current, 24 hourly values and 7 days as spec 3 §3; wind is asked in km/h', async () => {
  const token = await withLocation()
  const res = await t.call('GET', '/api/v1/weather/forecast', { token })
  expect(res.status).toBe(200)
  const f = res.body.message
  expect(f.location).toEqual(BERLIN)
  expect(f.unit).toBe('metric')
  expect(f.current).toEqual({
    temperature: 21.5,
    feelsLike: 20,
    weatherCode: 2,
    weatherDescription: 'Partly cloudy',
    windSpeed: 12.4,
    windDirection: 225,
    humidity: 55,
    uvIndex: 4.2,
  })
  expect(Object.keys(f.hourly).sort()).toEqual(['precipitation', 'temperature', 'time', 'windSpeed'])
  for (const series of Object.values(f.hourly) as unknown[][]) expect(series).toHaveLength(24)
  expect(f.forecast).toHaveLength(7)
  expect(f.forecast[2]).toEqual({
    date: '2026-11-23',
    sunrise: '2026-11-23T07:31',
    sunset: '2026-11-23T16:02',
    weatherCode: 61,
    weatherDescription: 'Slight rain',
    temperature_max: 20,
    temperature_min: 8,
    precipitationProbability: 20,
  })
  const asked = fake.calls.forecast[0]!
  expect(asked.get('latitude')).toBe('52.52')
  expect(asked.get('longitude')).toBe('13.39')
  expect(asked.get('wind_speed_unit')).toBe('kmh')
  expect(asked.get('temperature_unit')).toBe('celsius')
})

test('the home summary: temperature, unit, weatherCode, weatherDescription', async () => {
  const token = await withLocation()
  const res = await t.call('GET', '/api/v1/weather', { token })
  expect(res.body.message).toEqual({ temperature: 21.5, unit: 'metric', weatherCode: 2, weatherDescription: 'Partly cloudy' })
})

test('imperial asks for fahrenheit and inches; wind stays km/h', async () => {
  const token = await withLocation('alice', 'imperial')
  const res = await t.call('GET', '/api/v1/weather', { token })
  expect(res.body.message).toMatchObject({ temperature: 71, unit: 'imperial' })
  const asked = fake.calls.forecast[0]!
  expect([asked.get('temperature_unit'), asked.get('precipitation_unit'), asked.get('wind_speed_unit')]).toEqual(['fahrenheit', 'inch', 'kmh'])
})

test('answers are cached per location and unit for 10 minutes, across users and both calls', async () => {
  const alice = await withLocation('alice')
  const bob = await withLocation('bob')
  const carol = await withLocation('carol', 'imperial')
  await t.call('GET', '/api/v1/weather', { token: alice })
  await t.call('GET', '/api/v1/weather/forecast', { token: alice })
  await t.call('GET', '/api/v1/weather', { token: bob })
  expect(fake.calls.forecast).toHaveLength(1)
  await t.call('GET', '/api/v1/weather', { token: carol })
  expect(fake.calls.forecast).toHaveLength(2)

  t.clock.advance(FORECAST_TTL_MS - 1_000)
  await t.call('GET', '/api/v1/weather', { token: alice })
  expect(fake.calls.forecast).toHaveLength(2)
  t.clock.advance(2_000)
  await t.call('GET', '/api/v1/weather', { token: alice })
  expect(fake.calls.forecast).toHaveLength(3)
})

test('simultaneous requests for one location make one upstream call', async () => {
  const token = await withLocation()
  await Promise.all(Array.from({ length: 5 }, () => t.call('GET', '/api/v1/weather', { token })))
  expect(fake.calls.forecast).toHaveLength(1)
})

test('a provider that is down gives a clear 502, is not cached, and recovery works at once', async () => {
  const token = await withLocation()
  fake.mode = 'down'
  for (const path of ['/api/v1/weather', '/api/v1/weather/forecast']) {
    const res = await t.call('GET', path, { token })
    expect(res.status).toBe(502)
    expect(res.body).toEqual({ error: true, message: 'The weather service is unavailable. Please try again later.' })
  }
  fake.mode = 'ok'
  expect((await t.call('GET', '/api/v1/weather', { token })).status).toBe(200)
})

test('a provider that does not answer in time gives 504', async () => {
  const clock = manualClock()
  const service = createWeatherService({
    users: { userData: () => ({ weather: { ...BERLIN, unit: 'metric' } }) } as never,
    clock,
    weatherUrl: fake.url,
    geocodeUrl: fake.url,
    timeoutMs: 100,
  })
  fake.mode = 'slow'
  fake.slowMs = 800
  const error = await service.summary(1).catch((e) => e)
  expect(error.status).toBe(504)
  expect(error.message).toBe('The weather service did not answer in time. Please try again later.')
})

test('weather needs a session', async () => {
  for (const path of ['/api/v1/weather', '/api/v1/weather/forecast', '/api/v1/weather/locations?q=berlin']) expect((await t.call('GET', path)).status).toBe(401)
})

test('location search goes through the server: at most 5 results of name, lat, lon, display_name', async () => {
  const token = await t.signIn('alice')
  const res = await t.call('GET', '/api/v1/weather/locations?q=Berlin', { token })
  expect(res.status).toBe(200)
  expect(res.body.message).toHaveLength(5)
  expect(res.body.message[0]).toEqual({ name: 'Berlin', lat: 52.5170365, lon: 13.3888599, display_name: 'Berlin, Deutschland' })
  const asked = fake.calls.search[0]!
  expect([asked.get('q'), asked.get('format'), asked.get('limit')]).toEqual(['Berlin', 'json', '5'])
  expect((await t.call('GET', '/api/v1/weather/locations?q=nowhere-at-all', { token })).body.message).toEqual([])
})

test('location search needs at least 3 characters and says so', async () => {
  const token = await t.signIn('alice')
  for (const q of ['', 'a', 'be', '  b  ']) {
    const res = await t.call('GET', `/api/v1/weather/locations?q=${encodeURIComponent(q)}`, { token })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Location name must be atleast 3 characters long.')
  }
  expect(fake.calls.search).toHaveLength(0)
})

test('a location name over 200 characters is refused before any search', async () => {
  const token = await t.signIn('alice')
  const res = await t.call('GET', `/api/v1/weather/locations?q=${'b'.repeat(201)}`, { token })
  expect([res.status, res.body.message]).toEqual([400, 'Location name must be at most 200 characters long.'])
  expect(fake.calls.search).toHaveLength(0)
})

test('location searches are cached; a geocoder that is down gives 502', async () => {
  const token = await t.signIn('alice')
  await t.call('GET', '/api/v1/weather/locations?q=berlin', { token })
  await t.call('GET', '/api/v1/weather/locations?q=Berlin', { token })
  expect(fake.calls.search).toHaveLength(1)
  fake.mode = 'down'
  const res = await t.call('GET', '/api/v1/weather/locations?q=paris', { token })
  expect(res.status).toBe(502)
  expect(res.body.message).toBe('The location search is unavailable. Please try again later.')
})
