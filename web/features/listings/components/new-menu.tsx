import { useNavigate } from 'react-router'
import { Plus } from 'lucide-react'
import { formPath, LISTING_KINDS, type ListingKind } from '../../../../src/definitions/listing-kinds'
import { useDefaultIcon } from '../../../components/default-icon'
import { DropdownMenu } from '../../../components/dropdown-menu'
import { IconImage } from '../../../components/icon-image'
import { useDashboard } from '../../../stores/dashboard.store'
import { newMenuKinds } from '../listing-links'
import type { FolderId } from '../listings.api'

/** A kind's default icon, the one its form starts with. */
function KindIcon({ kind }: { kind: ListingKind }) {
  return <IconImage className="menu-kind-icon" icon={useDefaultIcon(LISTING_KINDS[kind].icon.key)} fallback="/favicon.svg" size={15} />
}

/** The New menu: each entry opens the add form for this folder. */
export function NewMenu({ folder }: { folder: FolderId }) {
  const navigate = useNavigate()
  const user = useDashboard((s) => s.data?.userData)
  return (
    <div className="new-menu">
      <DropdownMenu
        label="New"
        triggerClassName="btn btn-primary"
        trigger={
          <>
            <Plus size={17} aria-hidden="true" /> New
          </>
        }
        items={newMenuKinds(user).map((kind) => ({
          label: LISTING_KINDS[kind].label,
          icon: <KindIcon kind={kind} />,
          onSelect: () => navigate(formPath(LISTING_KINDS[kind].type, folder)),
        }))}
      />
    </div>
  )
}
