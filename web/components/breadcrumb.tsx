import { Fragment } from 'react'
import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'

export interface Crumb {
  label: string
  /** Omitted on the current page. */
  to?: string
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: position, not label, is a crumb's identity: a folder may be called "Home" too
          <Fragment key={i}>
            {i > 0 && (
              <li aria-hidden="true">
                <ChevronRight size={14} />
              </li>
            )}
            <li>{item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  )
}
