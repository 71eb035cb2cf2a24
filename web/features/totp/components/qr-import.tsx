import { useEffect, useId, useState, type DragEvent } from 'react'
import { CircleCheck, QrCode, TriangleAlert } from 'lucide-react'
import { decodeQrImage } from './qr-decode'

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string }

const MESSAGES = {
  none: 'No QR code found in this image. Try a sharper or larger picture.',
  migration: 'This is a Google Authenticator export, which is not supported: add each account from its own QR code or secret key.',
  other: 'This QR code is not an authenticator code (it should start with otpauth://totp/).',
  unreadable: 'This file could not be read as an image.',
}

/** Upload, drop or paste a screenshot of a setup QR code; hands the otpauth URI to the form. */
export function QrImport({ onUri }: { onUri(uri: string): void }) {
  const inputId = useId()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [dragging, setDragging] = useState(false)

  async function read(file: Blob | null | undefined) {
    if (!file) return
    setStatus({ kind: 'busy' })
    let text: string | null
    try {
      text = await decodeQrImage(file)
    } catch {
      return setStatus({ kind: 'error', text: MESSAGES.unreadable })
    }
    if (!text) return setStatus({ kind: 'error', text: MESSAGES.none })
    if (text.startsWith('otpauth-migration:')) return setStatus({ kind: 'error', text: MESSAGES.migration })
    if (!/^otpauth:\/\/totp\//i.test(text)) return setStatus({ kind: 'error', text: MESSAGES.other })
    onUri(text)
    setStatus({ kind: 'ok', text: 'QR code read: the details below come from it. Check them and save.' })
  }

  // A screenshot pasted anywhere on the page counts; pasted text still goes to the focused field.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const image = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'))
      if (!image) return
      e.preventDefault()
      void read(image)
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  })

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    void read([...e.dataTransfer.files].find((f) => f.type.startsWith('image/')))
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a dragged image; the file input inside is the keyboard path
    <div
      className="totp-qr"
      data-dragging={dragging || undefined}
      onDragOver={(e) => {
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <QrCode size={28} aria-hidden="true" className="totp-qr-icon" />
      <div className="totp-qr-text">
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          data-testid="qr-file"
          onChange={(e) => {
            void read(e.target.files?.[0])
            e.target.value = ''
          }}
        />
        <label htmlFor={inputId} className="btn btn-sm">
          Import from QR code image
        </label>
        <p>Choose or drop an image, or paste a screenshot (Ctrl+V). It is read in your browser.</p>
        {status.kind === 'busy' && <p role="status">Reading the QR code…</p>}
        {status.kind === 'ok' && (
          <p role="status" className="totp-qr-ok">
            <CircleCheck size={16} aria-hidden="true" /> {status.text}
          </p>
        )}
        {status.kind === 'error' && (
          <p role="alert" className="field-error">
            <TriangleAlert size={16} aria-hidden="true" /> {status.text}
          </p>
        )}
      </div>
    </div>
  )
}
