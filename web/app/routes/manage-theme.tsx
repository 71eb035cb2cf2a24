import { Check } from 'lucide-react'
import { Breadcrumb } from '../../components/breadcrumb'
import { saveTheme } from '../../features/settings/settings.api'
import { toastUnlessHandled } from '../../lib/api-client'
import { notify } from '../../lib/toast'
import { useDashboard } from '../../stores/dashboard.store'
import { THEMES, applyAppearance, themeOf, type Theme } from '../../themes/themes'
import './manage-theme.css'

const GROUPS: Array<{ title: string; type: Theme['type'] }> = [
  { title: 'Light', type: 'light' },
  { title: 'Dark', type: 'dark' },
]

export default function ManageThemePage() {
  const user = useDashboard((s) => s.data?.userData)
  const current = themeOf(user?.colorTheme).value

  async function choose(theme: Theme) {
    if (!user || theme.value === current) return
    const previous = user.colorTheme
    const { patchUser } = useDashboard.getState()
    applyAppearance(theme.value, user.uiMode)
    patchUser({ colorTheme: theme.value })
    try {
      // Stay on the page either way: a failed preference save reverts and says so.
      await saveTheme(theme.value)
      notify.success('Theme saved successfully.')
    } catch (error) {
      applyAppearance(previous, useDashboard.getState().data?.userData.uiMode)
      patchUser({ colorTheme: previous })
      toastUnlessHandled(error, 'Theme could not be saved.')
    }
  }

  return (
    <div className="page themes">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'Theme' }]} />
        <h1 className="page-title">Theme</h1>
        <p className="page-subtitle">Choose the colours of your dashboard. The change applies at once.</p>
      </header>
      {GROUPS.map((group) => (
        <section key={group.type} aria-labelledby={`themes-${group.type}`}>
          <h2 id={`themes-${group.type}`} className="section-title">
            {group.title}
          </h2>
          <ul className="theme-grid">
            {THEMES.filter((t) => t.type === group.type).map((theme) => (
              <li key={theme.value}>
                <ThemeCard theme={theme} current={theme.value === current} onChoose={() => void choose(theme)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function ThemeCard({ theme, current, onChoose }: { theme: Theme; current: boolean; onChoose(): void }) {
  return (
    <button type="button" className="theme-card" aria-pressed={current} data-theme-value={theme.value} onClick={onChoose}>
      {/* The theme's own class scopes its variables to this miniature. */}
      <span className={`theme-preview themed theme-${theme.value}`} data-theme-type={theme.type} aria-hidden="true">
        <span className="tp-side">
          <span className="tp-logo" />
          <span className="tp-line tp-line-active" />
          <span className="tp-line" />
          <span className="tp-line" />
          <span className="tp-line tp-line-short" />
        </span>
        <span className="tp-main">
          <span className="tp-bar">
            <span className="tp-search" />
            <span className="tp-dot" />
          </span>
          <span className="tp-title" />
          <span className="tp-cards">
            <span className="tp-card">
              <span className="tp-icon" />
            </span>
            <span className="tp-card">
              <span className="tp-icon" />
            </span>
            <span className="tp-card">
              <span className="tp-icon" />
            </span>
          </span>
          <span className="tp-button" />
        </span>
      </span>
      <span className="theme-card-foot">
        <span className={`theme-swatch themed theme-${theme.value}`} aria-hidden="true" />
        <span className="theme-name">{theme.label}</span>
        {current && (
          <span className="badge badge-solid theme-current">
            <Check size={12} aria-hidden="true" /> Current
          </span>
        )}
      </span>
    </button>
  )
}
