import { Link, useNavigate } from 'react-router'
import { ArrowRightLeft, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import type { UserData } from '../../../../src/features/users/users.schema'
import type { CardSort } from '../../../components/sortable-grid'
import { useKindIcon } from '../../../components/default-icon'
import { DropdownMenu } from '../../../components/dropdown-menu'
import { IconImage } from '../../../components/icon-image'
import { copyText } from '../../../lib/clipboard'
import type { Listing } from '../listings.api'
import { formPath, LISTING_KINDS } from '../../../../src/definitions/listing-kinds'
import { absoluteHref, cardHref, isAppPath, opensInNewTab } from '../listing-links'
import { useMoveMode } from '../move.store'
import { type LiveCard, useLiveCard } from '../use-live-card'
import { CardIcon } from './card-icons'
import { LiveCardPanel, LiveDetailButton } from './live-app-card'

interface ListingCardProps {
  item: Listing
  user: UserData
  /** Off while the search box filters the view: a partial list cannot be reordered meaningfully. */
  sortable: boolean
  /** Absent until the drag-and-drop code has loaded: the handle is drawn but does nothing yet. */
  sort?: CardSort
  /** The bar's buttons; without them the bar keeps its place, empty. */
  tools: boolean
  onDelete(item: Listing): void
  onDetails(item: Listing): void
  /** What the screen adds to the card's corner (the health dot). */
  badge?: ReactNode
  /** A screen that opens folders in place (the kiosk) rather than at their own page; false: folders do not open. */
  onOpenFolder?: ((item: Listing) => void) | false
}

export function ListingCard({ item, user, sortable, sort, tools, onDelete, onDetails, badge, onOpenFolder }: ListingCardProps) {
  const kindIcon = useKindIcon()
  const moving = useMoveMode((s) => s.moving)

  const href = cardHref(item)
  const isFolder = item.listingType === LISTING_KINDS.folder.type
  const isMoving = moving?.id === item.id
  // In move mode only folders stay live, so the user can walk to the target; the moved folder itself cannot be a target.
  const dimmed = !!moving && (!isFolder || isMoving)
  const newTab = !moving && opensInNewTab(item, user)
  const liveApp = item.liveAppEnabled && item.integration
  const live = useLiveCard(item.id, liveApp ? liveApp.appId : null)

  const main = (
    <>
      <IconImage className="listing-card-icon" icon={item.listingIcon ?? kindIcon(item.listingType)} fallback="/favicon.svg" size={80} />
      <span className="listing-card-name">{item.listingName}</span>
    </>
  )
  let body: ReactNode
  if (isFolder && onOpenFolder && !dimmed)
    body = (
      <button type="button" className="listing-card-main" onClick={() => onOpenFolder(item)}>
        {main}
      </button>
    )
  else if (dimmed || !href || (isFolder && onOpenFolder === false))
    body = (
      <span className="listing-card-main" aria-disabled={dimmed || undefined}>
        {main}
      </span>
    )
  else if (isAppPath(href))
    body = (
      <Link className="listing-card-main" to={href} target={newTab ? '_blank' : undefined}>
        {main}
      </Link>
    )
  else
    body = (
      <a className="listing-card-main" href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
        {main}
      </a>
    )

  return (
    <article
      ref={sort?.setNodeRef}
      style={sort?.style}
      className="panel listing-card"
      data-type={item.listingType}
      data-dimmed={dimmed || undefined}
      data-moving={isMoving || undefined}
      data-dragging={sort?.isDragging || undefined}
      aria-label={item.listingName}
      data-testid="listing-card"
    >
      <div className="listing-card-bar">
        {tools && (
          <CardTools
            item={item}
            href={href}
            live={liveApp ? live : null}
            sortable={sortable && !moving}
            sort={sort}
            dimmed={dimmed}
            menu={!moving || isMoving}
            onDelete={onDelete}
            onDetails={onDetails}
          />
        )}
      </div>
      {badge}
      {body}
      {liveApp && <LiveCardPanel live={live} />}
    </article>
  )
}

interface CardToolsProps extends Pick<ListingCardProps, 'item' | 'sort' | 'onDelete' | 'onDetails'> {
  href: string | null
  /** The live app's state, on a card that has one. */
  live: LiveCard | null
  /** The reorder handle. */
  sortable: boolean
  /** Only the actions menu stays (move mode). */
  dimmed: boolean
  /** The actions menu. */
  menu: boolean
}

/** The buttons in a card's bar: reorder, description, live details, copy, open in a new tab, and the actions menu. */
function CardTools({ item, href, live, sortable, sort, dimmed, menu, onDelete, onDetails }: CardToolsProps) {
  const navigate = useNavigate()
  const toggleMove = useMoveMode((s) => s.toggle)
  return (
    <>
      {sortable && (
        <button ref={sort?.setHandleRef} type="button" className="card-btn card-handle" aria-label={`Reorder ${item.listingName}`} {...sort?.handleProps}>
          <CardIcon name="grip" size={16} />
        </button>
      )}
      <span className="listing-card-spacer" />
      {!dimmed && item.description && (
        <button type="button" className="card-btn" aria-label="Description" title="Description" onClick={() => onDetails(item)}>
          <CardIcon name="info" size={15} />
        </button>
      )}
      {!dimmed && live && <LiveDetailButton live={live} />}
      {!dimmed && href && (
        <>
          <button
            type="button"
            className="card-btn"
            aria-label="Copy link"
            title="Copy link"
            onClick={() => void copyText(absoluteHref(href), 'Link copied to clipboard!')}
          >
            <CardIcon name="copy" size={15} />
          </button>
          <a className="card-btn" href={absoluteHref(href)} target="_blank" rel="noopener noreferrer" aria-label="Open in new tab" title="Open in new tab">
            <CardIcon name="open" size={15} />
          </a>
        </>
      )}
      {menu && (
        <DropdownMenu
          label={`Actions for ${item.listingName}`}
          triggerClassName="card-btn"
          trigger={<CardIcon name="more" size={16} />}
          items={[
            { label: 'Edit', icon: <Pencil size={15} aria-hidden="true" />, onSelect: () => navigate(formPath(item.listingType, item.parentId, item.id)) },
            { label: 'Move', icon: <ArrowRightLeft size={15} aria-hidden="true" />, onSelect: () => toggleMove(item) },
            { label: 'Delete', icon: <Trash2 size={15} aria-hidden="true" />, danger: true, onSelect: () => onDelete(item) },
          ]}
        />
      )}
    </>
  )
}
