import { useId } from 'react'
import { Link } from 'react-router'
import { Check, LogOut, Settings, UserRound } from 'lucide-react'
import type { UiMode } from '../../../src/features/users/users.schema'
import { Avatar } from '../../components/avatar'
import { usePopupMenu } from '../../components/use-popup-menu'
import { saveDensity } from '../../features/settings/settings.api'
import { toastUnlessHandled } from '../../lib/api-client'
import { notify } from '../../lib/toast'
import { useDashboard } from '../../stores/dashboard.store'
import { applyAppearance } from '../../themes/themes'

const DENSITY_OPTIONS: Array<{ value: UiMode; label: string }> = [
  { value: 'compact', label: 'Compact' },
  { value: 'normal', label: 'Normal' },
  { value: 'comfort', label: 'Comfort' },
]

/** Avatar button with Settings, My Profile, Logout and the density switch. */
export function UserMenu() {
  const user = useDashboard((s) => s.data?.userData)
  const { open, setOpen, close, rootRef, menuRef, buttonRef, onMenuKey } = usePopupMenu()
  const menuId = useId()

  async function chooseDensity(uiMode: UiMode) {
    if (!user || user.uiMode === uiMode) return
    const previous = user.uiMode
    const { patchUser } = useDashboard.getState()
    applyAppearance(user.colorTheme, uiMode)
    patchUser({ uiMode })
    try {
      // Stay on the page either way: a failed preference save reverts and says so.
      await saveDensity(uiMode)
      notify.success('Details saved successfully.')
    } catch (error) {
      const current = useDashboard.getState().data?.userData
      applyAppearance(current?.colorTheme, previous)
      patchUser({ uiMode: previous })
      toastUnlessHandled(error, 'Failed to save settings.')
    }
  }

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-btn"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar icon={user?.userAvatar} name={user?.fullName ?? ''} size={34} />
      </button>

      {open && (
        <div id={menuId} ref={menuRef} className="menu user-menu-panel" role="menu" aria-label="User menu" onKeyDown={onMenuKey}>
          {user && (
            <div className="menu-identity" role="presentation">
              <strong>{user.fullName}</strong>
              <span>@{user.username}</span>
            </div>
          )}
          <Link role="menuitem" tabIndex={-1} className="menu-item" to="/manage" onClick={() => close()}>
            <Settings size={16} aria-hidden="true" /> Settings
          </Link>
          <Link role="menuitem" tabIndex={-1} className="menu-item" to="/manage/profile" onClick={() => close()}>
            <UserRound size={16} aria-hidden="true" /> My Profile
          </Link>
          <hr className="menu-separator" />
          {/* biome-ignore lint/a11y/useSemanticElements: an ARIA menu's group of menuitemradio, not a form's fieldset */}
          <div role="group" aria-labelledby={`${menuId}-density`} className="menu-group">
            <span id={`${menuId}-density`} className="menu-group-label">
              Density
            </span>
            <div className="density-switch">
              {DENSITY_OPTIONS.map(({ value, label }) => (
                <button
                  key={value}
                  type="button"
                  role="menuitemradio"
                  tabIndex={-1}
                  aria-checked={user?.uiMode === value}
                  className="density-option"
                  onClick={() => void chooseDensity(value)}
                >
                  <DensityGlyph mode={value} />
                  <span>{label}</span>
                  {user?.uiMode === value && <Check size={13} aria-hidden="true" className="density-check" />}
                </button>
              ))}
            </div>
          </div>
          <hr className="menu-separator" />
          <Link role="menuitem" tabIndex={-1} className="menu-item menu-item-danger" to="/logout" onClick={() => close()}>
            <LogOut size={16} aria-hidden="true" /> Logout
          </Link>
        </div>
      )}
    </div>
  )
}

/** Three stacked bars whose spacing grows with the density. */
function DensityGlyph({ mode }: { mode: UiMode }) {
  const gap = mode === 'compact' ? 3 : mode === 'normal' ? 4.5 : 6
  const top = 12 - gap - 1
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className="density-glyph">
      {[0, 1, 2].map((i) => (
        <rect key={i} x="4" y={top + i * gap} width="16" height="2" rx="1" fill="currentColor" />
      ))}
    </svg>
  )
}
