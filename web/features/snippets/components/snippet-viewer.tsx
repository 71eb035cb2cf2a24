import { useRef, useState } from 'react'
import { Code, FileX } from 'lucide-react'
import { Breadcrumb } from '../../../components/breadcrumb'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState, MissingPage } from '../../../components/empty-state'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { snippetsApi, type CodeItem, type Snippet } from '../snippets.api'
import { useSnippetList } from '../use-snippet-list'
import { CodeFormModal } from './code-form-modal'
import { DeleteCodeModal } from './delete-code-modal'
import { SnippetDetail } from './snippet-detail'
import { SnippetFormModal } from './snippet-form-modal'
import { SnippetList } from './snippet-list'
import '../snippets.css'

type Dialog =
  | { kind: 'new' | 'edit' | 'delete' | 'add-code' }
  | { kind: 'edit-code' | 'delete-code'; item: CodeItem }
  | null

interface Selected {
  snippet: Snippet
  /** null while loading. */
  items: CodeItem[] | null
}

/** /s/{id}: the snippet list on the left, the chosen snippet's code on the right (one at a time under 768 px). */
export function SnippetViewer({ listingId }: { listingId: string }) {
  const list = useSnippetList(listingId)
  const [selected, setSelected] = useState<Selected | null>(null)
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  // The detail loads for the latest click only.
  const selecting = useRef(0)

  async function select(snippet: Snippet) {
    const call = ++selecting.current
    setSelected({ snippet, items: null })
    try {
      const { snippetItems } = await snippetsApi.items(snippet.id)
      if (call === selecting.current) setSelected({ snippet, items: snippetItems })
    } catch (error) {
      if (call === selecting.current) setSelected({ snippet, items: [] })
      toastUnlessHandled(error, 'Can not load data.')
    }
  }

  const setItems = (change: (items: CodeItem[]) => CodeItem[]) => setSelected((s) => s && { ...s, items: change(s.items ?? []) })

  if (list.missing)
    return <MissingPage icon={FileX} title="Snippet list not found" />

  const page = list.page
  const crumbs = [
    { label: 'Home', to: '/' },
    ...(page?.breadcrumb ?? []).map((f) => ({ label: f.listingName, to: f.id === page?.snippet.id ? undefined : `/c/${f.id}` })),
  ]
  const current = selected?.snippet

  return (
    <div className="page snippets-page">
      <div>
        <Breadcrumb items={crumbs} />
        <h1 className="page-title">{page ? page.snippet.listingName : <span className="skeleton" style={{ width: 200, height: 28 }} />}</h1>
      </div>
      <div className="snippets-layout" data-detail={current ? 'open' : undefined}>
        <SnippetList
          snippets={list.snippets}
          selectedId={current?.id ?? null}
          loading={list.loading}
          search={list.search}
          term={list.term}
          hasMore={list.hasMore}
          onSearch={list.setSearch}
          onSelect={(s) => void select(s)}
          onNew={() => setDialog({ kind: 'new' })}
          onLoadMore={list.loadMore}
        />
        {selected ? (
          <SnippetDetail
            snippet={selected.snippet}
            items={selected.items}
            onBack={() => setSelected(null)}
            onEdit={() => setDialog({ kind: 'edit' })}
            onDelete={() => setDialog({ kind: 'delete' })}
            onAddCode={() => setDialog({ kind: 'add-code' })}
            onEditCode={(item) => setDialog({ kind: 'edit-code', item })}
            onDeleteCode={(item) => setDialog({ kind: 'delete-code', item })}
          />
        ) : (
          <EmptyState className="snippet-detail snippet-none" icon={Code} title="Select a snippet">
            <p>Its code appears here.</p>
          </EmptyState>
        )}
      </div>

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <SnippetFormModal
          listingId={listingId}
          snippet={dialog.kind === 'edit' ? current : undefined}
          onClose={close}
          onSaved={(saved) => {
            close()
            if (dialog.kind === 'edit') {
              list.replaced(saved)
              setSelected((s) => s && { ...s, snippet: saved })
            } else {
              // A new snippet goes first and is selected (spec).
              list.added(saved)
              void select(saved)
            }
          }}
        />
      )}
      {dialog?.kind === 'delete' && current && (
        <ConfirmDialog
          title="Delete snippet"
          confirmLabel="Delete"
          onClose={close}
          onConfirm={async () => {
            try {
              await snippetsApi.remove(current.id)
              notify.success('Snippet deleted.')
              list.removed(current.id)
              setSelected(null)
              close()
            } catch (error) {
              toastFailure(error, 'Snippet cannot be deleted.')
            }
          }}
        >
          Delete <strong>{current.snippetTitle}</strong> and all its code snippets?
        </ConfirmDialog>
      )}
      {(dialog?.kind === 'add-code' || dialog?.kind === 'edit-code') && current && (
        <CodeFormModal
          snippet={current}
          item={dialog.kind === 'edit-code' ? dialog.item : undefined}
          onClose={close}
          onSaved={(saved) => {
            close()
            setItems((items) => (items.some((i) => i.id === saved.id) ? items.map((i) => (i.id === saved.id ? saved : i)) : [...items, saved]))
          }}
        />
      )}
      {dialog?.kind === 'delete-code' && current && (
        <DeleteCodeModal
          filename={dialog.item.snippetFilename}
          onClose={close}
          onConfirm={async () => {
            try {
              await snippetsApi.removeCode(current.id, dialog.item.id)
              notify.success('Code snippet deleted successfully.')
              setItems((items) => items.filter((i) => i.id !== dialog.item.id))
              close()
            } catch (error) {
              toastFailure(error, 'Failed to delete code snippet.')
            }
          }}
        />
      )}
    </div>
  )
}
