import { Copy, ExternalLink } from 'lucide-react'
import { Modal } from '../../../components/modal'
import { copyText } from '../../../lib/clipboard'
import type { Listing } from '../listings.api'
import { absoluteHref, cardHref } from '../listing-links'

/** Listing details: name, Open Link, Copy Link and the description. */
export function DetailsDialog({ item, onClose }: { item: Listing; onClose(): void }) {
  const href = cardHref(item)
  return (
    <Modal
      title={item.listingName}
      onClose={onClose}
      footer={
        href && (
          <>
            <button type="button" className="btn" onClick={() => void copyText(absoluteHref(href), 'Link copied to clipboard!')}>
              <Copy size={16} aria-hidden="true" /> Copy Link
            </button>
            <a className="btn btn-primary" href={absoluteHref(href)} target="_blank" rel="noopener noreferrer">
              <ExternalLink size={16} aria-hidden="true" /> Open Link
            </a>
          </>
        )
      }
    >
      <p className="details-description">{item.description || 'No description.'}</p>
    </Modal>
  )
}
