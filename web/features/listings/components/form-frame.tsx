import { useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate, useParams } from 'react-router'
import type { Icon } from '../../../../src/core/input'
import { Breadcrumb, type Crumb } from '../../../components/breadcrumb'
import { IconField } from '../../../components/icon-picker'
import { FormActions } from '../../../components/form-actions'
import { ApiError, toastUnlessHandled } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { useDashboard } from '../../../stores/dashboard.store'
import { listingsApi, type FolderRef, type Listing } from '../listings.api'
import '../listings.css'

/** The route parameters of every listing form: /listing/[{parentid}/]save/{type}[/{listingid}]. */
export function useFormParams() {
  const { listingid, parentid } = useParams()
  return { listingId: listingid ?? null, parentId: parentid ?? null }
}

/**
 * Loads what a form edits (via `load`) or, for a new item, the parent's breadcrumb.
 * An edit target of another type sends the user to /manage/listing.
 */
export function useFormTarget<T extends { listing: Listing | null; parents: FolderRef[] }>(
  type: Listing['listingType'],
  load: ((signal: AbortSignal) => Promise<T>) | null,
  failure: string,
) {
  const navigate = useNavigate()
  const { listingId, parentId } = useFormParams()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route (type, id) decides what loads; `load` is rebuilt each render
  const target = useApi((signal) => (load ? load(signal) : null), [type, listingId], {
    onData: (answer) => answer.listing && answer.listing.listingType !== type && navigate('/manage/listing', { replace: true }),
    onError: (error) => toastUnlessHandled(error, failure),
  })
  const chain = useApi((signal) => (parentId ? listingsApi.parents(parentId, signal) : null), [parentId], {
    onError: (error) => toastUnlessHandled(error, 'Failed to fetch parent details.'),
  })
  const answer = target.data?.listing && target.data.listing.listingType !== type ? undefined : target.data
  // An edited item's chain comes with it; a new item's from the parent's own call.
  const parents = (answer?.listing || !parentId ? answer?.parents : chain.data) ?? []
  return { data: answer ?? null, parents }
}

interface FormFrameProps {
  title: string
  /** The folders above the item, for the breadcrumb after Home. */
  parents?: FolderRef[]
  /** Instead of Home and the folders: the crumbs of a kind that lives outside the folders (streams). */
  trail?: Crumb[]
  error: string | null
  busy: boolean
  onSubmit(): void
  children: ReactNode
}

/** Breadcrumb, title, the validation message, Go Back and Save around a listing form; Enter submits. */
export function FormFrame({ title, parents = [], trail, error, busy, onSubmit, children }: FormFrameProps) {
  const navigate = useNavigate()
  const before = trail ?? [{ label: 'Home', to: '/' }, ...parents.map((f) => ({ label: f.listingName, to: `/c/${f.id}` }))]
  const crumbs = [...before, { label: title }]
  return (
    <div className="page">
      <Breadcrumb items={crumbs} />
      <form
        className="panel listing-form"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        <h1>{title}</h1>
        {children}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <FormActions onBack={() => navigate(-1)} busy={busy} />
      </form>
    </div>
  )
}

interface NameAndIconProps {
  /** The kind's label: 'Folder', 'Link', ... */
  label: string
  name: string
  onName(name: string): void
  icon: Icon | null
  onIcon(icon: Icon | null): void
}

/** '{Kind} Name' and '{Kind} Icon': the first two fields of every listing form. */
export function NameAndIcon({ label, name, onName, icon, onIcon }: NameAndIconProps) {
  return (
    <>
      <label className="field">
        <span>{label} Name</span>
        <input value={name} onChange={(e) => onName(e.target.value)} maxLength={200} autoFocus />
      </label>
      <IconField label={`${label} Icon`} value={icon} onChange={onIcon} />
    </>
  )
}

/** Saves, says so, refreshes the dashboard and returns to the folder the item lives in. */
export function useSave(success: string, failure: string) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function save(run: () => Promise<Listing>) {
    setBusy(true)
    setError(null)
    try {
      const saved = await run()
      notify.success(success)
      void useDashboard.getState().refresh()
      navigate(saved.parentId === null ? '/' : `/c/${saved.parentId}`)
    } catch (error) {
      // The server's validation messages are the spec's: show them in the form.
      if (error instanceof ApiError && error.status === 400) setError(error.message)
      else toastUnlessHandled(error, failure)
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, save }
}
