import { useEffect, useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { ExternalLink, X } from 'lucide-react'
import type { UserData } from '../../../src/features/users/users.schema'
import { cardHref, isAppPath, opensInNewTab } from '../../features/listings/listing-links'
import type { Listing } from '../../features/listings/listings.api'
import { IconImage } from '../../components/icon-image'
import { useDashboard } from '../../stores/dashboard.store'
import { EXTERNAL_LINKS, FEATURES, PRODUCT_VERSION, PROJECT_URL, isEnabled, visibleSettingsGroups, type NavEntry } from './nav'

interface SidebarProps {
  /** Drawer state; only matters under the mobile breakpoint, where the sidebar is off-canvas. */
  open: boolean
  onClose(): void
}

export function Sidebar({ open, onClose }: SidebarProps) {
  const { pathname } = useLocation()
  const data = useDashboard((s) => s.data)
  const user = data?.userData
  const closeRef = useRef<HTMLButtonElement>(null)
  const asideRef = useRef<HTMLElement>(null)
  const inSettings = pathname === '/manage' || pathname.startsWith('/manage/')

  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      // Focus must not vanish with the hidden drawer: hand it back to the button that opened it.
      if (asideRef.current?.contains(document.activeElement)) document.querySelector<HTMLElement>('[aria-controls="app-sidebar"]')?.focus()
    }
  }, [open, onClose])

  return (
    <>
      {open && <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" data-testid="drawer-backdrop" />}
      <aside ref={asideRef} id="app-sidebar" className="sidebar" data-open={open} aria-label="Sidebar">
        <div className="sidebar-top">
          <Link to="/" className="sidebar-brand" title={user?.siteName}>
            <IconImage className="sidebar-logo" icon={user?.siteLogo} fallback="/favicon.svg" size={34} />
            <span className="sidebar-site-name">{user?.siteName ?? '\u00a0'}</span>
          </Link>
          <button ref={closeRef} type="button" className="icon-btn sidebar-close" aria-label="Close menu" onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </button>
        </div>

        <nav className="sidebar-scroll" aria-label="Main">
          {inSettings ? <SettingsMenu user={user} /> : <PinnedListings items={data?.sidebarItems ?? []} user={user} />}

          <SidebarSection title="Features">
            {FEATURES.filter((entry) => isEnabled(entry, user)).map((entry) => (
              <SidebarLink key={entry.to} entry={entry} count={entry.to === '/notifications' ? data?.unreadNotifications : undefined} />
            ))}
          </SidebarSection>

          <SidebarSection title="Links">
            {EXTERNAL_LINKS.map((entry) => (
              <SidebarLink key={entry.to} entry={entry} />
            ))}
          </SidebarSection>
        </nav>

        {user && !user.hideBranding && (
          <p className="sidebar-foot" data-testid="branding">
            Powered by{' '}
            <a href={PROJECT_URL} target="_blank" rel="noopener noreferrer">
              Foyer
            </a>{' '}
            v{PRODUCT_VERSION}
          </p>
        )}
      </aside>
    </>
  )
}

function SidebarSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="sidebar-section">
      <h2 className="sidebar-heading">{title}</h2>
      <ul>{children}</ul>
    </section>
  )
}

function SidebarLink({ entry, count }: { entry: NavEntry; count?: number }) {
  const Icon = entry.icon
  const body = (
    <>
      <Icon size={18} aria-hidden="true" className="sidebar-icon" />
      <span className="sidebar-label">{entry.label}</span>
      {entry.external && <ExternalLink size={14} aria-hidden="true" className="sidebar-trail" />}
      {count ? (
        <span className="count-pill">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="visually-hidden">{`${count} unread`}</span>
        </span>
      ) : null}
    </>
  )
  return (
    <li>
      {entry.external ? (
        <a className="sidebar-link" href={entry.to} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <NavLink className="sidebar-link" to={entry.to}>
          {body}
        </NavLink>
      )}
    </li>
  )
}

function SettingsMenu({ user }: { user: UserData | undefined }) {
  // Support links already live in the sidebar's own Links section.
  const groups = visibleSettingsGroups(user).filter((g) => g.title !== 'Support')
  return (
    <>
      {groups.map((group) => (
        <SidebarSection key={group.title} title={group.title}>
          {group.items.map((entry) => (
            <SidebarLink key={entry.to} entry={entry} />
          ))}
        </SidebarSection>
      ))}
    </>
  )
}

function PinnedListings({ items, user }: { items: Listing[]; user: UserData | undefined }) {
  if (items.length === 0) return null
  return (
    <SidebarSection title="Pinned">
      {items.map((item) => {
        const body = (
          <>
            <IconImage className="sidebar-item-icon" icon={item.listingIcon} fallback="/favicon.svg" size={20} />
            <span className="sidebar-label">{item.listingName}</span>
          </>
        )
        // The same address and tab rule as the item's card (a link's local URL from the local network).
        const href = cardHref(item)
        const newTab = !!user && opensInNewTab(item, user)
        return (
          <li key={item.id}>
            {!href ? (
              <span className="sidebar-link">{body}</span>
            ) : isAppPath(href) ? (
              <NavLink className="sidebar-link" to={href} target={newTab ? '_blank' : undefined}>
                {body}
              </NavLink>
            ) : (
              <a className="sidebar-link" href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
                {body}
              </a>
            )}
          </li>
        )
      })}
    </SidebarSection>
  )
}
