import type { CSSProperties } from 'react'
import { builtInIconBase } from '../../../../src/features/icons/icons.defaults'
import { IconImage } from '../../../components/icon-image'
import { useDashboard } from '../../../stores/dashboard.store'
import type { RunResult } from '../listings.api'

type Item = RunResult['data'][number]

/** A datapoint's Tabler icon, tinted for the theme like every embedded icon. */
function DataIcon({ id }: { id: string }) {
  const version = useDashboard((s) => s.data?.iconPacks.find((p) => p.id === 'tabler')?.version)
  if (!version) return null
  const icon = { iconUrl: `${builtInIconBase('tabler', version, 'dark')}${id}.svg`, iconUrlLight: `${builtInIconBase('tabler', version, 'light')}${id}.svg` }
  return <IconImage className="live-icon" icon={icon} fallback="/favicon.svg" size={14} />
}

/** Label and value rows of the detail view. */
export function LiveRows({ items }: { items: Item[] }) {
  return (
    <dl>
      {items.map((row) => (
        <div key={row.key}>
          <dt>
            {row.icon && <DataIcon id={row.icon} />}
            {row.label}
          </dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The datapoints drawn on a wide card: value over label, as many as fit in one row. */
export function LiveStrip({ items }: { items: Item[] }) {
  return (
    <ul className="live-strip" aria-label="Live data">
      {items.map((item) => (
        <li key={item.key} title={item.label}>
          <strong>{item.value}</strong>
          <span>
            {item.icon && <DataIcon id={item.icon} />}
            {item.label}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** An app's own button (label, url, colours); only http(s) addresses are followed. */
export function LiveButton({ button }: { button: NonNullable<RunResult['button']> }) {
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
