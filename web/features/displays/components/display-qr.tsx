import { useEffect, useState } from 'react'
import { loadOnce } from '../../../lib/load-once'

// The QR encoder loads only on this screen, the first time a code is drawn.
const encoder = loadOnce(() => import('qrcode'))

/** The kiosk URL as a QR code to scan from the tablet (an SVG drawn in the browser: the token never leaves it). */
export function DisplayQr({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let gone = false
    encoder()
      .then((qr) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (text) => !gone && setSvg(text),
        () => {},
      )
    return () => {
      gone = true
    }
  }, [url])
  if (!svg) return <span className="skeleton display-qr" />
  return <img className="display-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt="QR code of the display's address" />
}
