// A local stand-in for Open-Meteo's forecast API and a Nominatim search: tests never reach the real services.

export interface FakeWeather {
  url: string
  /** Query strings of every request received, by path. */
  calls: { forecast: URLSearchParams[]; search: URLSearchParams[] }
  /** 'ok' answers, 'down' answers 503, 'slow' waits slowMs first. */
  mode: 'ok' | 'down' | 'slow'
  slowMs: number
  stop(): void
}

const PLACES = [
  { name: 'Berlin', lat: '52.5170365', lon: '13.3888599', display_name: 'Berlin, Deutschland' },
  { name: 'Berlin', lat: '44.4686', lon: '-71.1851', display_name: 'Berlin, Coos County, New Hampshire, United States' },
  { name: 'Berlin', lat: '43.9680', lon: '-88.9434', display_name: 'Berlin, Green Lake County, Wisconsin, United States' },
  { name: 'Berlin', lat: '39.7912', lon: '-74.9290', display_name: 'Berlin, Camden County, New Jersey, United States' },
  { name: 'Berlin', lat: '41.6215', lon: '-72.7457', display_name: 'Berlin, Hartford County, Connecticut, United States' },
  { name: 'Berlin', lat: '38.3226', lon: '-75.2177', display_name: 'Berlin, Worcester County, Maryland, United States' },
  { lat: 'not-a-number', lon: '1', display_name: 'Broken entry' },
]

/** A forecast in Open-Meteo's shape; temperatures depend on the requested unit so tests can tell them apart. */
function openMeteoAnswer(params: URLSearchParams) {
  const f = params.get('temperature_unit') === 'fahrenheit'
  const temp = (c: number) => (f ? Math.round((c * 9) / 5 + 32) : c)
  const hours = Number(params.get('forecast_hours') ?? 24)
  const days = Number(params.get('forecast_days') ?? 7)
  return {
    latitude: Number(params.get('latitude')),
    longitude: Number(params.get('longitude')),
    current: {
      temperature_2m: temp(21.5),
      apparent_temperature: temp(20),
      weather_code: 2,
      wind_speed_10m: 12.4,
      wind_direction_10m: 225,
      relative_humidity_2m: 55,
      uv_index: 4.2,
    },
    hourly: {
      // Open-Meteo sends more hours than asked for when forecast_hours is ignored: the server trims.
      time: Array.from({ length: hours + 6 }, (_, i) => `2026-11-21T${String((12 + i) % 24).padStart(2, '0')}:00`),
      temperature_2m: Array.from({ length: hours + 6 }, (_, i) => temp(15 + (i % 8))),
      wind_speed_10m: Array.from({ length: hours + 6 }, (_, i) => 5 + i),
      precipitation: Array.from({ length: hours + 6 }, (_, i) => (i % 5 === 0 ? 0.4 : 0)),
    },
    daily: {
      time: Array.from({ length: days }, (_, i) => `2026-11-${21 + i}`),
      weather_code: [0, 3, 61, 71, 95, 45, 80].slice(0, days),
      temperature_2m_max: Array.from({ length: days }, (_, i) => temp(22 - i)),
      temperature_2m_min: Array.from({ length: days }, (_, i) => temp(10 - i)),
      sunrise: Array.from({ length: days }, (_, i) => `2026-11-${21 + i}T07:31`),
      sunset: Array.from({ length: days }, (_, i) => `2026-11-${21 + i}T16:02`),
      precipitation_probability_max: Array.from({ length: days }, (_, i) => i * 10),
    },
  }
}

export function startFakeWeather(port = 0): FakeWeather {
  const fake: FakeWeather = {
    url: '',
    calls: { forecast: [], search: [] },
    mode: 'ok',
    slowMs: 1_000,
    stop: () => server.stop(true),
  }
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port,
    async fetch(req) {
      const url = new URL(req.url)
      const kind = url.pathname === '/v1/forecast' ? 'forecast' : url.pathname === '/search' ? 'search' : null
      if (!kind) return new Response('not found', { status: 404 })
      fake.calls[kind].push(url.searchParams)
      if (fake.mode === 'down') return new Response('maintenance', { status: 503 })
      if (fake.mode === 'slow') await Bun.sleep(fake.slowMs)
      if (kind === 'search') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase()
        // Ignores limit on purpose: Foyer must cap the list itself.
        return Response.json(q.includes('berlin') ? PLACES : [])
      }
      return Response.json(openMeteoAnswer(url.searchParams))
    },
  })
  fake.url = `http://127.0.0.1:${server.port}`
  return fake
}
