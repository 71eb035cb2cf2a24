import { useState, type FormEvent } from 'react'
import { ImageIcon } from 'lucide-react'
import type { Icon } from '../../src/features/users/users.schema'
import { notify } from '../lib/toast'
import { IconImage } from './icon-image'
import { Modal } from './modal'
import './icon-picker.css'

// A stand-in until the icon packs land: a few built-in icons or an image address. Callers only see onSelect(Icon).
const BUILT_IN = ['home', 'star', 'rocket', 'leaf', 'planet', 'heart', 'book', 'person'].map(
  (name): Icon => ({ iconUrl: `/icons/${name}.svg`, iconUrlLight: null, iconProvider: 'foyer', iconId: name }),
)
const IMAGE_URL = /^(\/(?!\/)|https?:\/\/)\S+$/i

interface IconPickerProps {
  title?: string
  onSelect(icon: Icon): void
  onClose(): void
}

export function IconPickerModal({ title = 'Select Icon', onSelect, onClose }: IconPickerProps) {
  const [url, setUrl] = useState('')

  function useUrl(event: FormEvent) {
    event.preventDefault()
    // React bubbles events through portals: keep this submit away from a form the picker was opened from.
    event.stopPropagation()
    const value = url.trim()
    if (!IMAGE_URL.test(value)) return void notify.error('No valid icon format available')
    onSelect({ iconUrl: value, iconUrlLight: null, iconProvider: 'url' })
  }

  return (
    <Modal title={title} onClose={onClose}>
      <ul className="icon-choices" role="list" aria-label="Built-in icons">
        {BUILT_IN.map((icon) => (
          <li key={icon.iconId}>
            <button type="button" className="icon-choice" aria-label={icon.iconId} title={icon.iconId} onClick={() => onSelect(icon)}>
              <img src={icon.iconUrl} alt="" width={44} height={44} />
            </button>
          </li>
        ))}
      </ul>
      <form className="icon-url" onSubmit={useUrl}>
        <label className="field">
          <span>Image address</span>
          <input type="text" inputMode="url" placeholder="https://… or /path/to/image.png" value={url} onChange={(e) => setUrl(e.target.value)} />
        </label>
        <button type="submit" className="btn">
          Use image
        </button>
      </form>
    </Modal>
  )
}

interface IconFieldProps {
  label: string
  value: Icon | null | undefined
  onChange(icon: Icon): void
  pickerTitle?: string
}

/** A form field showing the chosen icon with a button that opens the picker. */
export function IconField({ label, value, onChange, pickerTitle }: IconFieldProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className="field icon-field">
      <span>{label}</span>
      <div className="icon-field-row">
        <span className="icon-field-preview">
          {value?.iconUrl ? <IconImage icon={value} fallback="/favicon.svg" size={40} alt={label} /> : <ImageIcon size={22} aria-hidden="true" />}
        </span>
        <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
          {value?.iconUrl ? 'Change' : 'Choose'} {label.toLowerCase()}
        </button>
      </div>
      {open && (
        <IconPickerModal
          title={pickerTitle}
          onClose={() => setOpen(false)}
          onSelect={(icon) => {
            onChange(icon)
            setOpen(false)
          }}
        />
      )}
    </div>
  )
}
