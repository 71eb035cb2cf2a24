import type { ServiceIcon as Icon } from '../totp.api'
import { ServiceIcon } from './service-icon'

export const DEFAULT_ICON: Icon = { iconUrl: 'default:authenticator', iconUrlLight: null, iconProvider: 'default', iconId: 'authenticator' }

/** The icon input, kept behind one component so the icon picker can replace it. */
export function ServiceIconField({ value, onChange }: { value: Icon; onChange(icon: Icon): void }) {
  const url = value.iconProvider === 'default' ? '' : value.iconUrl
  return (
    <div className="totp-icon-field">
      <ServiceIcon icon={value} size={48} />
      <label className="field">
        <span>Icon URL (optional)</span>
        <input
          type="url"
          inputMode="url"
          placeholder="https://example.com/logo.png"
          value={url}
          onChange={(e) => {
            const next = e.target.value.trim()
            onChange(next ? { iconUrl: next, iconUrlLight: null, iconProvider: 'url', iconId: '' } : DEFAULT_ICON)
          }}
        />
      </label>
    </div>
  )
}
