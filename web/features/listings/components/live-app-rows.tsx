import type { CSSProperties } from 'react'
import { MAX_DATAPOINTS } from '../../../../src/definitions/live-app-fields'
import { builtInIcon } from '../../../../src/features/icons/icons.defaults'
import { IconImage } from '../../../components/icon-image'
import { useDashboard } from '../../../stores/dashboard.store'
import type { RunResult } from '../listings.api'

type JsonResult = Extract<RunResult, { type: 'json' }>
type Item = JsonResult['data'][number]

// The frame shows text and tables in the page's text colour; nothing in it runs, and it loads nothing but images.
const frameDocument = (html: string, colour: string, scheme: string) =>
  `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'"><style>html{color-scheme:${scheme}}body{margin:0;font:12px/1.4 system-ui,sans-serif;color:${colour};background:transparent;overflow:hidden}table{width:100%;border-collapse:collapse}td{padding:2px 4px}td:last-child{text-align:right;font-weight:600}svg,img{max-width:16px;max-height:16px;vertical-align:middle;margin-right:4px}a{color:inherit}</style>${html}`

/** A ZIP app's HTML (sanitized on the server), in a sandboxed frame: it cannot run script or restyle the page. */
function LiveHtml({ html }: { html: string }) {
  const page = getComputedStyle(document.documentElement)
  const colour = page.getPropertyValue('--text').trim() || 'inherit'
  // The frame's colour scheme must be the page's, or the browser paints it an opaque background.
  const scheme = page.colorScheme === 'dark' || page.colorScheme === 'light' ? page.colorScheme : 'normal'
  return (
    <iframe
      className="live-html"
      title="Live app"
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={frameDocument(html, colour.replace(/[<>"]/g, ''), scheme)}
    />
  )
}

/** A run's content: a ZIP app's HTML, or datapoints (as a strip on the card, as rows in the detail view) and the app's button. */
export function LiveContent({ result, view }: { result: RunResult; view: 'strip' | 'rows' }) {
  if (result.type === 'html') return <LiveHtml html={view === 'rows' ? (result.fullHtml ?? result.html) : result.html} />
  return (
    <>
      {view === 'strip' ? <LiveStrip items={result.data} /> : <LiveRows items={result.data.slice(0, MAX_DATAPOINTS)} />}
      {view === 'rows' && result.list && result.list.rows.length > 0 && <LiveList list={result.list} />}
      {result.button && <LiveButton button={result.button} />}
    </>
  )
}

/** A datapoint's Tabler icon, tinted for the theme like every embedded icon. */
function DataIcon({ id }: { id: string }) {
  const version = useDashboard((s) => s.data?.iconPacks.find((p) => p.id === 'tabler')?.version)
  if (!version) return null
  return <IconImage className="live-icon" icon={builtInIcon('tabler', id, version)} fallback="/favicon.svg" size={14} />
}

/** Label and value rows of the detail view. */
function LiveRows({ items }: { items: Item[] }) {
  return (
    <dl>
      {items.map((row) => (
        <div key={row.key}>
          <dt title={row.label}>
            {row.icon && <DataIcon id={row.icon} />}
            <span className="live-label">{row.label}</span>
          </dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

const LIST_NAMES: Record<NonNullable<JsonResult['list']>['kind'], string> = {
  downloads: 'Downloading',
  playing: 'Playing now',
  upcoming: 'Upcoming',
  alerts: 'Recent alerts',
  items: 'Latest',
  container: 'Ports and mounts',
}

/** The detail view's list (at most 6 rows): a title, a line under it, and a bar for what is under way. */
function LiveList({ list }: { list: NonNullable<JsonResult['list']> }) {
  return (
    <ul className="live-list" aria-label={LIST_NAMES[list.kind]}>
      {list.rows.slice(0, MAX_DATAPOINTS).map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and two downloads may share a title
        <li key={i}>
          <span className="live-list-title">{row.title}</span>
          {row.subtitle && <span className="live-list-sub">{row.subtitle}</span>}
          {row.progress !== undefined && <progress max={100} value={row.progress} aria-label={`${row.title}: ${Math.round(row.progress)} %`} />}
        </li>
      ))}
    </ul>
  )
}

/** The datapoints drawn on a wide card: value over label, as many as fit in one row. */
function LiveStrip({ items }: { items: Item[] }) {
  return (
    <ul className="live-strip" aria-label="Live data">
      {items.map((item) => (
        <li key={item.key} title={item.label}>
          <strong>{item.value}</strong>
          <span>
            {item.icon && <DataIcon id={item.icon} />}
            <span className="live-label">{item.label}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** An app's own button (label, url, colours); only http(s) addresses are followed. */
function LiveButton({ button }: { button: NonNullable<JsonResult['button']> }) {
  if (!/^https?:\/\//i.test(button.url)) return null
  const style = {
    '--live-btn-bg': button.bgColor,
    '--live-btn-hover': button.hoverBgColor,
    '--live-btn-text': button.textColor,
  } as CSSProperties
  return (
    <a className="live-button" href={button.url} target="_blank" rel="noopener noreferrer" style={style}>
      {button.label}
    </a>
  )
}
