import type { Icon } from '../../src/features/users/users.schema'
import { DEFAULT_ICONS, defaultIcon } from './default-icons'
import { IconImage } from './icon-image'
import './icon-field.css'

interface IconFieldProps {
  label: string
  value: Icon | null
  onChange(icon: Icon): void
}

/** Picks a listing's icon. For now the built-in icons only; the icon picker replaces the body of this one component. */
export function IconField({ label, value, onChange }: IconFieldProps) {
  return (
    <fieldset className="field icon-field">
      <legend>{label}</legend>
      <div className="icon-field-grid" role="radiogroup" aria-label={label}>
        {Object.entries(DEFAULT_ICONS).map(([key, { label: name }]) => {
          const icon = defaultIcon(key)
          const checked = value?.iconUrl === icon.iconUrl
          return (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={name}
              title={name}
              className="icon-field-option"
              onClick={() => onChange(icon)}
            >
              <IconImage icon={icon} fallback="/favicon.svg" size={28} />
            </button>
          )
        })}
        {value && !value.iconUrl.startsWith('default:') && (
          <span className="icon-field-option" role="radio" aria-checked="true" aria-label="Current icon">
            <IconImage icon={value} fallback="/favicon.svg" size={28} />
          </span>
        )}
      </div>
    </fieldset>
  )
}
