import { WeatherWidget } from '../../features/weather/components/weather-widget'
import { useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { ListingBoard } from '../../features/listings/components/listing-board'
import { healthBadge } from '../health-badge'
import { NewMenu } from '../../features/listings/components/new-menu'
import { afterNextPaint } from '../../lib/after-paint'
import { keepFirstFrame } from '../../lib/first-frame'
import { useSession } from '../../stores/session.store'
import { useDashboard } from '../../stores/dashboard.store'
import './home.css'

function greeting(hour: number) {
  if (hour < 5) return 'Good night'
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}

/** The home page is the root folder: its cards are the dashboard's homepageItems. */
export default function HomePage() {
  const loaded = useDashboard((s) => s.siteDataLoaded)
  const data = useDashboard((s) => s.data)
  const refresh = useCallback(() => void useDashboard.getState().refresh(), [])
  const ready = loaded && Boolean(data)
  // The next cold load paints this first frame from the browser's copy while its code downloads (lib/first-frame.ts).
  // A layout effect, so the copy is taken before the cards' own after-paint work (the rest of the list) runs.
  useLayoutEffect(() => {
    const token = useSession.getState().token
    // Still that session by then: a session that ended meanwhile has had its copy forgotten.
    if (ready && token) return afterNextPaint(() => useSession.getState().token === token && keepFirstFrame(token))
  }, [ready])

  if (!loaded || !data) return <HomeSkeleton />

  const user = data.userData
  const now = new Date()

  return (
    <div className="page home">
      <div className="home-head">
        <header className="welcome">
          <WelcomeDate now={now} />
          <h1 className="welcome-title">
            {greeting(now.getHours())}, <span className="welcome-name">{user.fullName}</span>
          </h1>
        </header>
        <NewMenu folder="root" />
      </div>

      <div data-slot="weather" className="weather-slot">
        <WeatherWidget />
      </div>

      <ListingBoard folder="root" items={data.homepageItems} user={user} onChanged={refresh} badge={healthBadge(user)} />
    </div>
  )
}

/** Today in the browser's language, written after the first paint: the first date formatting loads the browser's locale
 * data, about 30 ms on a small machine, which the cards should not wait for. */
function WelcomeDate({ now }: { now: Date }) {
  const [label, setLabel] = useState('')
  const day = now.toISOString().slice(0, 10)
  // biome-ignore lint/correctness/useExhaustiveDependencies: rewritten when the day changes, not on every render
  useEffect(() => afterNextPaint(() => setLabel(now.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }))), [day])
  return (
    <p className="welcome-date">
      <time dateTime={day} data-first-frame="blank">
        {label}
      </time>
    </p>
  )
}

function HomeSkeleton() {
  return (
    <div className="page home" role="status" aria-busy="true" aria-label="Loading" data-testid="home-skeleton">
      <div className="welcome">
        <span className="skeleton" style={{ width: 180, height: 14 }} />
        <span className="skeleton" style={{ width: 'min(360px, 80%)', height: 30, marginTop: 10 }} />
      </div>
      <div className="card-grid">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: eight fixed placeholders, never reordered
          <span key={i} className="skeleton home-card-skeleton" />
        ))}
      </div>
    </div>
  )
}
