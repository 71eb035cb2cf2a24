import { Copy, ExternalLink, GripVertical, Info, MoreVertical, type LucideIcon } from 'lucide-react'

// Every card's bar has up to five small icons. Each is drawn once, hidden, and a card shows it through <use>: two
// elements per icon instead of a lucide component and its shapes (a 50-card home renders about 30 ms sooner).
const ICONS = { grip: GripVertical, info: Info, copy: Copy, open: ExternalLink, more: MoreVertical } satisfies Record<string, LucideIcon>
type CardIconName = keyof typeof ICONS

/** The icons the bars refer to: render once per page that shows cards. */
export function CardIconSprite() {
  return (
    <svg className="card-icon-sprite" aria-hidden="true" focusable="false">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <Icon key={name} id={`card-icon-${name}`} />
      ))}
    </svg>
  )
}

/** One bar icon at `size` px; its colour is the button's text colour, as with lucide's own. */
export function CardIcon({ name, size }: { name: CardIconName; size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#card-icon-${name}`} />
    </svg>
  )
}
