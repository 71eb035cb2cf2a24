import { useCallback, useEffect, useRef, useState } from 'react'
import { useParams } from 'react-router'
import type { DisplayViewKind } from '../../../src/definitions/displays'
import type { UserData } from '../../../src/features/users/users.schema'
import { fetchDashboard } from '../../features/dashboard/dashboard.api'
import { type DisplaySettings, displaysApi } from '../../features/displays/displays.api'
import { isNight } from '../../features/displays/night'
import { ListingCard } from '../../features/listings/components/listing-card'
import { type Listing, listingsApi } from '../../features/listings/listings.api'
import { PageView } from '../../features/pages/components/page-view'
import { pagesApi } from '../../features/pages/pages.api'
import { MAX_LIVE, RELOAD_AFTER_ERROR_MS } from '../../features/streams/stream-constants'
import { streamsApi } from '../../features/streams/streams.api'
import { useLiveVideo } from '../../features/streams/use-live-video'
import { TodoCalendar } from '../../features/todos/components/todo-calendar'
import { localToday } from '../../features/todos/dates'
import { fetchSummary } from '../../features/weather/weather.api'
import { temperature } from '../../features/weather/weather-format'
import { ApiError, sendDisplayToken } from '../../lib/api-client'
import { useApi } from '../../lib/use-api'
import { applyAppearance, type Density } from '../../themes/themes'
import './kiosk.css'

// The kiosk asks whether the server answers this often; a failure shows the banner, the next answer reloads every view.
const CHECK_MS = 15_000
// Cards, calendar, page and weather are asked again this often (live cards keep their own interval).
const REFRESH_MS = 60_000
// Burn-in: the whole screen moves a few pixels this often, round a small square.
const SHIFT_MS = 90_000
const SHIFTS = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
] as const

type View = DisplaySettings['views'][number]

/** Calls `tick` every `ms` while mounted: one timer, cleared on unmount, so days on the wall leave nothing behind. */
function useEvery(ms: number, tick: () => void) {
  useEffect(() => {
    const timer = window.setInterval(tick, ms)
    return () => window.clearInterval(timer)
  }, [ms, tick])
}

/** Keeps the screen on; the browser drops the lock whenever the page is hidden, so it is asked again when shown. */
function useWakeLock() {
  useEffect(() => {
    let lock: { release(): Promise<void> } | null = null
    const request = () => {
      const wakeLock = (navigator as { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock
      if (document.visibilityState === 'visible' && wakeLock)
        wakeLock.request('screen').then(
          (l) => {
            lock = l
          },
          () => {},
        )
    }
    request()
    document.addEventListener('visibilitychange', request)
    return () => {
      document.removeEventListener('visibilitychange', request)
      void lock?.release().catch(() => {})
    }
  }, [])
}

/** /kiosk/{token}: a wall display, no sign-in and no chrome; everything refreshes and recovers by itself. */
export default function KioskPage() {
  const { token = '' } = useParams()
  // Set before the first call of this render's children.
  sendDisplayToken(token)
  useEffect(() => () => sendDisplayToken(null), [])
  useWakeLock()

  const [settings, setSettings] = useState<DisplaySettings | null>(null)
  const [user, setUser] = useState<UserData | null>(null)
  const [offline, setOffline] = useState(false)
  const [revoked, setRevoked] = useState(false)
  const [version, setVersion] = useState(0)
  const [step, setStep] = useState(0)
  const [shift, setShift] = useState(0)
  const [now, setNow] = useState(() => new Date())

  const check = useCallback(async () => {
    try {
      const [me, dashboard] = await Promise.all([displaysApi.me(), fetchDashboard(true)])
      setSettings(me)
      setUser(dashboard.userData)
      setRevoked(false)
      // Back after a failure: every view asks again at once.
      setOffline((was) => {
        if (was) setVersion((v) => v + 1)
        return false
      })
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) setRevoked(true)
      else setOffline(true)
    }
  }, [])
  useEffect(() => void check(), [check])
  useEvery(CHECK_MS, check)
  useEvery(
    REFRESH_MS,
    useCallback(() => setVersion((v) => v + 1), []),
  )
  useEvery(
    SHIFT_MS,
    useCallback(() => setShift((s) => (s + 1) % SHIFTS.length), []),
  )
  useEvery(
    15_000,
    useCallback(() => setNow(new Date()), []),
  )
  const views = settings?.views ?? []
  // While Foyer does not answer, the view on screen stays: the next one could not load, and this one has the last data.
  const offlineNow = useRef(offline)
  offlineNow.current = offline
  useEvery(
    (settings?.rotateSeconds ?? 60) * 1000,
    useCallback(() => setStep((s) => (offlineNow.current ? s : s + 1)), []),
  )

  const night = settings ? isNight(settings.night, now) : false
  const theme = night && settings?.night.mode === 'dark' ? 'dark' : (settings?.theme ?? user?.colorTheme)
  const density = (settings?.density === 'default' ? user?.uiMode : settings?.density) as Density | undefined
  useEffect(() => {
    if (settings && user) applyAppearance(theme ?? undefined, density, false)
  }, [settings, user, theme, density])

  if (revoked) return <div className="kiosk kiosk-message">This display was removed. Add it again under Settings → Displays.</div>
  if (!settings || !user) return <div className="kiosk kiosk-message">{offline ? 'Waiting for Foyer…' : <span className="skeleton kiosk-skeleton" />}</div>

  const view = views[step % views.length]!
  const [dx, dy] = SHIFTS[shift]!
  return (
    <div
      className="kiosk"
      data-testid="kiosk"
      data-view={view.kind}
      data-night={night ? settings.night.mode : undefined}
      data-hide-cursor={settings.hideCursor || undefined}
      style={{ transform: `translate(${dx}px, ${dy}px)` }}
    >
      {(settings.clock || settings.weather) && (
        <header className="kiosk-head">
          {settings.clock && (
            <time className="kiosk-clock" data-testid="kiosk-clock">
              {now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
              <span className="kiosk-date">{now.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' })}</span>
            </time>
          )}
          {settings.weather && user.weather && <KioskWeather version={version} />}
        </header>
      )}
      {offline && (
        <p className="kiosk-banner" role="status" data-testid="kiosk-offline">
          Foyer is not answering: showing the last data, trying again…
        </p>
      )}
      <main className="kiosk-view">
        <KioskView key={`${step % views.length}`} view={view} user={user} version={version} />
      </main>
    </div>
  )
}

function KioskWeather({ version }: { version: number }) {
  const { data, reload } = useApi((signal) => fetchSummary(signal), [], { keep: true })
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again at each refresh of the kiosk
  useEffect(() => {
    if (version) reload()
  }, [version])
  if (!data) return null
  return (
    <span className="kiosk-weather" data-testid="kiosk-weather">
      <strong>{temperature(data.temperature, data.unit)}</strong> {data.weatherDescription}
    </span>
  )
}

const VIEWS: Record<DisplayViewKind, (props: { view: View; user: UserData; version: number }) => React.ReactNode> = {
  home: ({ user, version }) => <KioskCards folder="root" user={user} version={version} />,
  folder: ({ view, user, version }) => <KioskFolder folder={view.id!} user={user} version={version} />,
  todo: ({ view, version }) => (
    // Inert: a passer-by cannot tick or edit a task (the token could not save it either).
    <div inert className="kiosk-calendar">
      <TodoCalendar
        list={view.id!}
        filter="pending"
        version={version}
        today={localToday()}
        showParent={false}
        onLoaded={() => {}}
        onMissing={() => {}}
        onListView={() => {}}
      />
    </div>
  ),
  page: ({ view, version }) => <KioskPageView id={view.id!} version={version} />,
  streams: ({ version }) => <KioskStreams version={version} />,
}

function KioskView(props: { view: View; user: UserData; version: number }) {
  const Render = VIEWS[props.view.kind]
  return <>{Render(props)}</>
}

// A sub-folder opened on the wall goes back to the display's own folder after this long untouched.
const SUBFOLDER_RETURN_MS = 120_000

/** The display's folder, or a sub-folder a passer-by opened, with the trail back (it starts at the display's folder). */
function KioskFolder({ folder, user, version }: { folder: number; user: UserData; version: number }) {
  const [at, setAt] = useState(folder)
  useEffect(() => {
    if (at === folder) return
    const back = window.setTimeout(() => setAt(folder), SUBFOLDER_RETURN_MS)
    return () => window.clearTimeout(back)
  }, [at, folder])
  return <KioskCards folder={at} user={user} version={version} onOpenFolder={(item) => setAt(item.id)} trail={at === folder ? undefined : setAt} />
}

interface KioskCardsProps {
  folder: number | 'root'
  user: UserData
  version: number
  /** Opens a folder card in place; absent, folder cards do not open (the home view reads no folder). */
  onOpenFolder?: (item: Listing) => void
  /** Shows the breadcrumb, each step opening that folder. */
  trail?: (id: number) => void
}

/** A folder's (or the home's) cards, read-only: no tools, no moving; live cards refresh themselves. */
function KioskCards({ folder, user, version, onOpenFolder, trail }: KioskCardsProps) {
  // keep: the last cards stay on screen while a refresh fails.
  const { data, reload } = useApi((signal) => listingsApi.list(folder, true, signal), [folder], { keep: true })
  const items = data?.items
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again at each refresh of the kiosk
  useEffect(() => {
    if (version) reload()
  }, [version])
  if (!items) return <span className="skeleton kiosk-skeleton" />
  return (
    <>
      {trail && data.breadcrumb.length > 1 && (
        <nav className="kiosk-trail" aria-label="Breadcrumb">
          {data.breadcrumb.map((step, i) =>
            i < data.breadcrumb.length - 1 ? (
              <button key={step.id} type="button" onClick={() => trail(step.id)}>
                {step.listingName}
              </button>
            ) : (
              <span key={step.id} aria-current="page">
                {step.listingName}
              </span>
            ),
          )}
        </nav>
      )}
      <div className="card-grid kiosk-cards">
        {items.map((item) => (
          <ListingCard
            key={item.id}
            item={item}
            user={user}
            sortable={false}
            tools={false}
            onDelete={() => {}}
            onDetails={() => {}}
            onOpenFolder={onOpenFolder ?? false}
          />
        ))}
      </div>
    </>
  )
}

function KioskPageView({ id, version }: { id: number; version: number }) {
  const { data, reload } = useApi((signal) => pagesApi.active(String(id), signal), [id], { keep: true })
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again at each refresh of the kiosk
  useEffect(() => {
    if (version) reload()
  }, [version])
  return <PageView page={data ?? null} />
}

// A camera that lost its picture is tried again after 5 s, then less and less often, at most a minute apart (never given up).
const kioskRetry = (failures: number) => Math.min(RELOAD_AFTER_ERROR_MS * 2 ** (failures - 1), 60_000)

/**
 * The stream hub as a wall shows it: the first MAX_LIVE cameras live (muted, one socket each), the rest as their latest
 * picture. Leaving the view unmounts the players, so nothing plays on into the next views.
 */
function KioskStreams({ version }: { version: number }) {
  const { data: streams, reload } = useApi((signal) => streamsApi.list(signal), [], { keep: true })
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again at each refresh of the kiosk
  useEffect(() => {
    if (version) reload()
  }, [version])
  if (!streams) return <span className="skeleton kiosk-skeleton" />
  return (
    <ul className="kiosk-streams" data-count={Math.min(streams.length, 4)}>
      {streams.map((stream, i) => (
        <li key={stream.id} className="panel kiosk-stream" data-testid="kiosk-stream">
          {i < MAX_LIVE ? (
            <KioskLiveCamera id={stream.id} name={stream.listingName} version={version} />
          ) : (
            <KioskPreview id={stream.id} name={stream.listingName} version={version} />
          )}
          <span className="kiosk-stream-name">{stream.listingName}</span>
        </li>
      ))}
    </ul>
  )
}

/** A camera live over its latest picture: while the video fails, that picture shows with a small note, never an error. */
function KioskLiveCamera({ id, name, version }: { id: number; name: string; version: number }) {
  const video = useRef<HTMLVideoElement>(null)
  const { playing, failures } = useLiveVideo(video, id, { retryAfter: kioskRetry, kick: version })
  return (
    <div className="kiosk-stream-media">
      {/* The picture is asked for again only while the video does not play: a playing wall costs one socket. */}
      <KioskPreview id={id} name={name} version={playing ? 0 : version} />
      <video ref={video} className="kiosk-stream-video" data-playing={playing || undefined} muted playsInline autoPlay aria-label={`${name} live`} />
      {failures > 0 && !playing && (
        <span className="kiosk-stream-note" role="status">
          Last picture · reconnecting…
        </span>
      )}
    </div>
  )
}

function KioskPreview({ id, name, version }: { id: number; name: string; version: number }) {
  const { data: picture, reload } = useApi((signal) => streamsApi.preview(id, signal), [id], { keep: true })
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again at each refresh of the kiosk
  useEffect(() => {
    if (version) reload()
  }, [version])
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    if (!picture) return
    const url = URL.createObjectURL(picture)
    setSrc(url)
    // One picture held at a time: days of refreshes leave no blobs behind.
    return () => URL.revokeObjectURL(url)
  }, [picture])
  return src ? <img className="kiosk-stream-picture" src={src} alt={name} /> : <span className="skeleton kiosk-stream-picture" />
}
