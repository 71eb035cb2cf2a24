import type { ReactNode } from 'react'
import type { Icon } from '../../../../src/core/input'
import { IconImage } from '../../../components/icon-image'
import { notify } from '../../../lib/toast'
import { usableIcon } from '../icons.api'

type Named = Icon & { iconName?: string }

interface IconGridProps {
  icons: Named[]
  /** Without it the grid only shows the icons. */
  onPick?(icon: Icon): void
  /** Extra controls per icon (e.g. delete). */
  action?(icon: Named): ReactNode
  label: string
}

/** A grid of icon tiles; each is a button when icons can be picked. */
export function IconGrid({ icons, onPick, action, label }: IconGridProps) {
  return (
    <ul className="icon-grid" aria-label={label}>
      {icons.map((icon) => {
        const name = icon.iconName ?? icon.iconId ?? ''
        const image = <IconImage icon={icon} fallback="/favicon.svg" size={36} alt={onPick ? '' : name} />
        return (
          <li key={`${icon.iconProvider}:${icon.iconId ?? icon.iconUrl}`} className="icon-tile">
            {onPick ? (
              <button
                type="button"
                className="icon-tile-pick"
                title={name}
                aria-label={name}
                onClick={() => {
                  const picked = { iconUrl: icon.iconUrl, iconUrlLight: icon.iconUrlLight ?? null, iconProvider: icon.iconProvider, iconId: icon.iconId }
                  if (usableIcon(picked)) onPick(picked)
                  else notify.error('No valid icon format available')
                }}
              >
                {image}
              </button>
            ) : (
              <span className="icon-tile-pick" title={name}>
                {image}
              </span>
            )}
            {action?.(icon)}
          </li>
        )
      })}
    </ul>
  )
}
