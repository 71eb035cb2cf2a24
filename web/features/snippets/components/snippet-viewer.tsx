import { useState } from 'react'
import { Code, FileX } from 'lucide-react'
import { Breadcrumb } from '../../../components/breadcrumb'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState, MissingPage } from '../../../components/empty-state'
import { toastFailure, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { snippetsApi, type CodeItem, type Snippet } from '../snippets.api'
import { useSnippetList } from '../use-snippet-list'
import { CodeFormModal } from './code-form-modal'
import { DeleteCodeModal } from './delete-code-modal'
import { SnippetDetail } from './snippet-detail'
import { SnippetFormModal } from './snippet-form-modal'
import { SnippetList } from './snippet-list'
import '../snippets.css'

type Dialog = { kind: 'new' | 'edit' | 'delete' | 'add-code' } | { kind: 'edit-code' | 'delete-code'; item: CodeItem } | null

/** /s/{id}: the snippet list on the left, the chosen snippet's code on the right (one at a time under 768 px). */
export function SnippetViewer({ listingId }: { listingId: string }) {
  const list = useSnippetList(listingId)
  const [current, select] = useState<Snippet | null>(null)
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  // The chosen snippet's code; choosing another aborts the request for the one before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when another snippet is chosen, not when its fields change
  const code = useApi((signal) => (current ? snippetsApi.items(current.id, signal) : null), [current?.id], {
    onError: (error) => toastUnlessHandled(error, 'Can not load data.'),
  })
  // null while loading; a failed load shows no code under its toast.
  const items = code.data?.snippetItems ?? (code.loading ? null : [])
  const setItems = (change: (items: CodeItem[]) => CodeItem[]) => code.update((detail) => ({ ...detail, snippetItems: change(detail.snippetItems) }))

  if (list.missing) return <MissingPage icon={FileX} title="Snippet list not found" />

  const page = list.page
  const crumbs = [
    { label: 'Home', to: '/' },
    ...(page?.breadcrumb ?? []).map((f) => ({ label: f.listingName, to: f.id === page?.snippet.id ? undefined : `/c/${f.id}` })),
  ]

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
          language={list.language}
          hasMore={list.hasMore}
          onSearch={list.setSearch}
          onLanguage={list.setLanguage}
          onSelect={select}
          onNew={() => setDialog({ kind: 'new' })}
          onLoadMore={list.loadMore}
        />
        {current ? (
          <SnippetDetail
            snippet={current}
            items={items}
            onBack={() => select(null)}
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
          snippet={dialog.kind === 'edit' ? (current ?? undefined) : undefined}
          onClose={close}
          onSaved={(saved) => {
            close()
            if (dialog.kind === 'edit') {
              list.replaced(saved)
              select(saved)
            } else {
              // A new snippet goes first and is selected (spec).
              list.added(saved)
              select(saved)
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
              select(null)
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
