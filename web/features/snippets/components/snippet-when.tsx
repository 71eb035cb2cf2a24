import { absoluteDate, relativeTime } from '../../../lib/dates'

/** '3 days ago · Nov 21, 2026', with the exact moment on hover. */
export function SnippetWhen({ iso }: { iso: string }) {
  return (
    <time className="snippet-when" dateTime={iso} title={new Date(iso).toLocaleString()}>
      {relativeTime(iso)} · {absoluteDate(iso)}
    </time>
  )
}
