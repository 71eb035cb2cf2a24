import { resolve } from 'node:path'
import pkg from '../package.json' with { type: 'json' }

export interface Config {
  port: number
  host: string
  dataDir: string
  adminUsername?: string
  adminPassword?: string
  sessionTtlMs: number
  /** Largest body of any type the API takes outside the upload routes, which set their own limits. */
  jsonBodyLimit: number
  /** Largest upload an upload route without a limit of its own takes (a 10 MB ZIP plus multipart overhead). */
  maxRequestBody: number
  /** Only behind a reverse proxy may X-Forwarded-For name the client (login throttling keys on it). */
  trustProxy: boolean
  /** FOYER_PUSH_ALLOW_PRIVATE: accept push endpoints on private addresses (tests, LAN push services). */
  pushAllowPrivate: boolean
  /** Base address of the Open-Meteo forecast API. */
  weatherUrl: string
  /** Base address of a Nominatim-compatible place search (the server calls it, never the browser). */
  geocodeUrl: string
  /** Address of the icon-pack store catalogue (iconpacks.json); only the server fetches it. */
  iconpackCatalogueUrl: string
  /** The Live Apps Store's catalogue (Astroluma's apps.json format); only the server fetches it. */
  appsCatalogueUrl: string
  /** FOYER_DEVICE_CHECK_SECONDS: how often open device screens get their devices' liveness re-checked. */
  deviceCheckMs: number
  /** FOYER_HEALTH_CHECKS=0 stops the server's background health checks (browser tests whose links name outside hosts). */
  healthChecks: boolean
  /** FOYER_FFMPEG: the ffmpeg the stream hub runs (a name on PATH or a path). */
  ffmpegPath: string
  version: string
}

const DAY = 86_400_000
const DEFAULT_APPS_CATALOGUE = 'https://cdn.jsdelivr.net/gh/Sanjeet990/AstrolumaApps/apps.json'
const DEFAULT_ICONPACK_CATALOGUE = 'https://foyer-dashboard.github.io/iconpacks/iconpacks.json'

function int(value: string | undefined, fallback: number, name: string, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`)
  return n
}

function baseUrl(value: string | undefined, fallback: string, name: string): string {
  const raw = value?.trim() || fallback
  if (!/^https?:\/\/[^/\s]+/i.test(raw)) throw new Error(`${name} must be an http(s) address, got "${raw}"`)
  return raw.replace(/\/+$/, '')
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const adminUsername = env.FOYER_ADMIN_USERNAME?.trim().toLowerCase() || undefined
  const adminPassword = env.FOYER_ADMIN_PASSWORD || undefined
  if (Boolean(adminUsername) !== Boolean(adminPassword)) throw new Error('FOYER_ADMIN_USERNAME and FOYER_ADMIN_PASSWORD must be set together')
  return {
    port: int(env.PORT, 8080, 'PORT', 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    adminUsername,
    adminPassword,
    sessionTtlMs: int(env.FOYER_SESSION_DAYS, 30, 'FOYER_SESSION_DAYS', 1, 3650) * DAY,
    jsonBodyLimit: 1024 * 1024,
    maxRequestBody: 12 * 1024 * 1024,
    trustProxy: env.FOYER_TRUST_PROXY === '1' || env.FOYER_TRUST_PROXY === 'true',
    // Push endpoints on loopback or private addresses (and their self-signed certificates) only when asked: tests, LAN push services.
    pushAllowPrivate: env.FOYER_PUSH_ALLOW_PRIVATE === '1' || env.FOYER_PUSH_ALLOW_PRIVATE === 'true',
    weatherUrl: baseUrl(env.FOYER_WEATHER_URL, 'https://api.open-meteo.com', 'FOYER_WEATHER_URL'),
    geocodeUrl: baseUrl(env.FOYER_GEOCODE_URL, 'https://nominatim.openstreetmap.org', 'FOYER_GEOCODE_URL'),
    iconpackCatalogueUrl: baseUrl(env.FOYER_ICONPACK_CATALOGUE_URL, DEFAULT_ICONPACK_CATALOGUE, 'FOYER_ICONPACK_CATALOGUE_URL'),
    appsCatalogueUrl: baseUrl(env.FOYER_APPS_CATALOGUE_URL, DEFAULT_APPS_CATALOGUE, 'FOYER_APPS_CATALOGUE_URL'),
    deviceCheckMs: int(env.FOYER_DEVICE_CHECK_SECONDS, 60, 'FOYER_DEVICE_CHECK_SECONDS', 1, 86_400) * 1000,
    healthChecks: env.FOYER_HEALTH_CHECKS !== '0' && env.FOYER_HEALTH_CHECKS !== 'false',
    ffmpegPath: env.FOYER_FFMPEG?.trim() || 'ffmpeg',
    version: pkg.version,
  }
}
