import { Link } from 'react-router'
import { PackageOpen } from 'lucide-react'
import type { Icon, UserData } from '../../../src/features/users/users.schema'
import { IconImage } from '../../components/icon-image'
import { WeatherWidget } from '../../features/weather/components/weather-widget'
import { useDashboard } from '../../stores/dashboard.store'
import { useSearch } from '../../stores/search.store'
import './home.css'

/** What a home card needs from a listing; the listings feature owns the full shape. */
interface HomeListing {
  id: number | string
  listingName: string
  listingType: string
  listingUrl?: string | null
  localUrl?: string | null
  listingIcon?: Icon | null
}

const LISTING_ROUTES: Record<string, string> = { category: '/c/', todo: '/t/', snippet: '/s/' }

function greeting(hour: number) {
  if (hour < 5) return 'Good night'
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}

export default function HomePage() {
  const loaded = useDashboard((s) => s.siteDataLoaded)
  const data = useDashboard((s) => s.data)
  const query = useSearch((s) => s.query).toLowerCase()

  if (!loaded || !data) return <HomeSkeleton />

  const user = data.userData
  const now = new Date()
  const items = (data.homepageItems as HomeListing[]).filter((item) => !query || item.listingName.toLowerCase().includes(query))

  return (
    <div className="page home">
      <header className="welcome">
        <p className="welcome-date">
          <time dateTime={now.toISOString().slice(0, 10)}>
            {now.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
          </time>
        </p>
        <h1 className="welcome-title">
          {greeting(now.getHours())}, <span className="welcome-name">{user.fullName}</span>
        </h1>
      </header>

      <div data-slot="weather" className="weather-slot">
        <WeatherWidget />
      </div>

      {items.length > 0 ? (
        <ul className="card-grid home-grid" role="list" aria-label="Home items">
          {items.map((item) => (
            <li key={item.id}>
              <HomeCard item={item} user={user} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="panel empty-state" data-testid="empty-state">
          <div className="empty-state-icon">
            <PackageOpen size={30} aria-hidden="true" />
          </div>
          <h2>Oops! Nothing to List here</h2>
        </div>
      )}
    </div>
  )
}

function HomeCard({ item, user }: { item: HomeListing; user: UserData }) {
  const body = (
    <>
      <IconImage className="home-card-icon" icon={item.listingIcon} fallback="/favicon.svg" size={80} />
      <span className="home-card-name">{item.listingName}</span>
    </>
  )
  const route = LISTING_ROUTES[item.listingType]
  if (route) {
    const newTab = item.listingType === 'category' && user.foldersalwaysnewtab
    return (
      <Link className="panel home-card" to={`${route}${item.id}`} target={newTab ? '_blank' : undefined}>
        {body}
      </Link>
    )
  }
  const newTab = user.linksalwaysnewtab
  return (
    <a className="panel home-card" href={item.listingUrl || item.localUrl || '#'} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
      {body}
    </a>
  )
}

function HomeSkeleton() {
  return (
    <div className="page home" aria-busy="true" aria-label="Loading" data-testid="home-skeleton">
      <div className="welcome">
        <span className="skeleton" style={{ width: 180, height: 14 }} />
        <span className="skeleton" style={{ width: 'min(360px, 80%)', height: 30, marginTop: 10 }} />
      </div>
      <div className="card-grid">
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className="skeleton home-card-skeleton" />
        ))}
      </div>
    </div>
  )
}
