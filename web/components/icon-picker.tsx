import { lazy, Suspense, useState } from 'react'
import { ImageIcon } from 'lucide-react'
import type { Icon } from '../../src/core/input'
import { IconImage } from './icon-image'
import './icon-picker.css'

// The picker (tabs, packs, uploads) is its own chunk, fetched the first time a form opens it.
const IconPicker = lazy(async () => ({ default: (await import('../features/icons/components/icon-picker')).IconPicker }))

interface IconPickerProps {
  title?: string
  onSelect(icon: Icon): void
  onClose(): void
}

/** The one entry point every form uses to ask for an icon: the 'Select Icon' modal. */
export function IconPickerModal(props: IconPickerProps) {
  return (
    <Suspense fallback={null}>
      <IconPicker {...props} />
    </Suspense>
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
