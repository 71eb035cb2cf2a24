import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { Bell, Menu, Search, X } from 'lucide-react'
import { IconImage } from '../../components/icon-image'
import { useDashboard } from '../../stores/dashboard.store'
import { isTypingTarget } from '../../lib/typing-target'
import { useSearch } from '../../stores/search.store'
import { SHORTCUTS, isEnabled } from './nav'
import { UserMenu } from './user-menu'

const SEARCH_DEBOUNCE_MS = 600

interface HeaderProps {
  drawerOpen: boolean
  onOpenDrawer(): void
}

export function Header({ drawerOpen, onOpenDrawer }: HeaderProps) {
  const { pathname } = useLocation()
  const user = useDashboard((s) => s.data?.userData)
  const unread = useDashboard((s) => s.data?.unreadNotifications ?? 0)
  // Search filters cards, so it only exists where cards are: home and folder views.
  const searchable = pathname === '/' || pathname.startsWith('/c/')

  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-btn topbar-menu"
        aria-label="Open menu"
        aria-controls="app-sidebar"
        aria-expanded={drawerOpen}
        onClick={onOpenDrawer}
      >
        <Menu size={20} aria-hidden="true" />
      </button>
      <Link to="/" className="topbar-brand" aria-label={user?.siteName ?? 'Home'}>
        <IconImage icon={user?.siteLogo} fallback="/favicon.svg" size={28} />
      </Link>

      {searchable ? <SearchBox key={pathname} /> : <div className="topbar-spacer" />}

      <div className="topbar-actions">
        {SHORTCUTS.filter((entry) => isEnabled(entry, user)).map(({ to, label, icon: Icon, flag }) => (
          <Link key={to} to={to} className="icon-btn topbar-shortcut" aria-label={label} title={label} data-testid={`shortcut-${flag}`}>
            <Icon size={19} aria-hidden="true" />
          </Link>
        ))}
        <Link to="/notifications" className="icon-btn topbar-bell" aria-label="Notifications" title="Notifications">
          <Bell size={19} aria-hidden="true" />
          {unread > 0 && (
            <span className="bell-badge" data-testid="unread-count">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Link>
        <UserMenu />
      </div>
    </header>
  )
}

/** Debounced search; any printable key pressed outside a field lands here. */
function SearchBox() {
  const { text, setText, setQuery, clear } = useSearch()
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, setQuery])

  // A new page starts unfiltered.
  useEffect(() => clear, [clear])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return
      if (e.key.length !== 1 || e.key.trim() === '') return
      if (isTypingTarget(document.activeElement) || document.querySelector('[role="dialog"], [role="menu"]')) return
      // Focusing during keydown lets the browser deliver this very character to the box.
      inputRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <search className="topbar-search">
      <Search size={17} aria-hidden="true" className="topbar-search-icon" />
      <input
        ref={inputRef}
        type="search"
        aria-label="Search"
        placeholder="Search…"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) {
            e.stopPropagation()
            setText('')
          }
        }}
      />
      {text && (
        <button
          type="button"
          className="topbar-search-clear"
          aria-label="Clear search"
          onClick={() => {
            setText('')
            inputRef.current?.focus()
          }}
        >
          <X size={15} aria-hidden="true" />
        </button>
      )}
    </search>
  )
}
