import { useNavigate } from 'react-router'
import { Code, Folder, Link2, ListTodo, Plus } from 'lucide-react'
import { DropdownMenu } from '../../../components/dropdown-menu'
import type { FolderId, Listing } from '../listings.api'
import { formRoute } from '../listing-links'

const ENTRIES: Array<{ label: string; type: Listing['listingType']; icon: typeof Folder }> = [
  { label: 'Folder', type: 'category', icon: Folder },
  { label: 'Link', type: 'link', icon: Link2 },
  { label: 'Todo', type: 'todo', icon: ListTodo },
  { label: 'Snippet', type: 'snippet', icon: Code },
]

/** The New menu: each entry opens the add form for this folder. */
export function NewMenu({ folder }: { folder: FolderId }) {
  const navigate = useNavigate()
  return (
    <DropdownMenu
      label="New"
      triggerClassName="btn btn-primary"
      trigger={
        <>
          <Plus size={17} aria-hidden="true" /> New
        </>
      }
      items={ENTRIES.map(({ label, type, icon: Icon }) => ({ label, icon: <Icon size={15} aria-hidden="true" />, onSelect: () => navigate(formRoute(type, folder)) }))}
    />
  )
}
