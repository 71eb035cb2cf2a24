import { useEffect, useState } from 'react'
import { LISTING_KINDS } from '../../../../src/definitions/listing-kinds'
import type { Icon } from '../../../../src/core/input'
import { useDefaultIcon, useIconState } from '../../../components/default-icon'
import { listingsApi } from '../listings.api'
import { FormFrame, NameAndIcon, useFormParams, useFormTarget, useSave } from './form-frame'
import { useAppIcon } from './live-app-picker'
import { LiveAppSection, blankConfig, chosenDatapoints, missingField } from './live-app-section'

const { type, label, icon: kindIcon, messages: words } = LISTING_KINDS.link

const PAGE_LINK = /^\/p\/(.+)$/

/** Add or edit a link: name, icon, description, local URL, page, remote URL, sidebar and live app. */
export function LinkForm() {
  const { listingId, parentId } = useFormParams()
  const { data, parents } = useFormTarget(type, (signal) => listingsApi.link(listingId ?? 'new', signal), words.loadFailed)
  const { busy, error, setError, save } = useSave(words.saved, words.saveFailed)
  const [name, setName] = useState('')
  const [icon, setIcon] = useIconState(kindIcon.key, !listingId)
  const linkIcon = useDefaultIcon(kindIcon.key)
  // An icon the last app pick filled in is the app's, not the user's: picking another app replaces it.
  const [iconFromApp, setIconFromApp] = useState(false)
  const appIcon = useAppIcon()
  const [description, setDescription] = useState('')
  const [localUrl, setLocalUrl] = useState('')
  const [pageId, setPageId] = useState('')
  const [haveRemote, setHaveRemote] = useState(false)
  const [linkURL, setLinkURL] = useState('')
  const [inSidebar, setInSidebar] = useState(false)
  const [appId, setAppId] = useState('')
  const [liveEnabled, setLiveEnabled] = useState(false)
  const [config, setConfig] = useState<Record<string, unknown>>({})
  const [datapoints, setDatapoints] = useState<string[] | null>(null)

  const apps = data?.integrations ?? []
  const pages = data?.pages ?? []

  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the form once per loaded listing; the icon setter is stable
  useEffect(() => {
    const l = data?.listing
    if (!l) return
    const page = l.listingUrl?.match(PAGE_LINK)?.[1]
    setName(l.listingName)
    setIcon(l.listingIcon)
    setDescription(l.description ?? '')
    setLocalUrl(l.localUrl ?? '')
    setPageId(page ?? '')
    setHaveRemote(!page && !!l.listingUrl)
    setLinkURL(page ? '' : (l.listingUrl ?? ''))
    setInSidebar(l.inSidebar)
    setAppId(l.integration?.appId ?? '')
    setLiveEnabled(l.liveAppEnabled)
    setConfig(l.integration?.config ?? {})
    setDatapoints(l.integration?.datapoints ?? null)
  }, [data])

  // Spec transitions: a page replaces both URLs; typing a URL drops the page; unticking the remote option clears it.
  const choosePage = (id: string) => {
    setPageId(id)
    if (!id) return
    setLocalUrl('')
    setLinkURL('')
    setHaveRemote(false)
  }
  const typeUrl = (set: (v: string) => void) => (value: string) => {
    set(value)
    setPageId('')
  }
  const toggleRemote = (on: boolean) => {
    setHaveRemote(on)
    if (!on) setLinkURL('')
  }
  const chooseApp = (id: string) => {
    const app = apps.find((a) => a.appId === id)
    if (id !== appId) {
      setConfig(blankConfig(app))
      setDatapoints(null)
    }
    setAppId(id)
    // A link still showing its kind's icon (or one an app gave it) takes the app's: its brand icon, else its logo.
    const unset = !icon || icon.iconUrl === kindIcon.key || icon.iconUrl === linkIcon?.iconUrl || iconFromApp
    if (!app || !unset) return
    setIcon(appIcon(app))
    setIconFromApp(true)
  }
  const chooseIcon = (chosen: Icon | null) => {
    setIcon(chosen)
    setIconFromApp(false)
  }

  function submit() {
    const remote = haveRemote ? linkURL.trim() : ''
    if (!name.trim() || (!remote && !localUrl.trim() && !pageId)) return setError('Please fill all the fields')
    if (!icon) return setError('You must have to select an icon')
    const app = apps.find((a) => a.appId === appId)
    const missing = missingField(app, config)
    if (missing) return setError(missing)
    void save(() =>
      listingsApi.saveLink({
        listingId: listingId ?? null,
        parentId,
        linkName: name.trim(),
        linkIcon: icon,
        linkURL: remote,
        localUrl: localUrl.trim(),
        description: description.trim(),
        showInSidebar: inSidebar,
        pageId: pageId || null,
        haveRemoteUrl: haveRemote,
        liveAppConfigured: !!app,
        liveAppEnabled: !!app && liveEnabled,
        integration: app
          ? { appId: app.appId, config, datapoints: chosenDatapoints(app, datapoints), autoRefreshAfter: data?.listing?.integration?.autoRefreshAfter ?? null }
          : null,
      }),
    )
  }

  return (
    <FormFrame title={listingId ? words.edit : words.add} parents={parents} error={error} busy={busy} onSubmit={submit}>
      <NameAndIcon label={label} name={name} onName={setName} icon={icon} onIcon={chooseIcon} />
      <label className="field">
        <span>Description (optional)</span>
        <textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} />
      </label>
      <label className="field">
        <span>Local URL</span>
        <input type="url" inputMode="url" placeholder="http://192.168.1.10:8080" value={localUrl} onChange={(e) => typeUrl(setLocalUrl)(e.target.value)} />
      </label>
      <label className="field">
        <span>Select Page</span>
        <select value={pageId} onChange={(e) => choosePage(e.target.value)}>
          <option value="">{pages.length ? 'None' : 'No pages yet'}</option>
          {pages.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.pageTitle}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={haveRemote} onChange={(e) => toggleRemote(e.target.checked)} /> Have Remote URL
      </label>
      {haveRemote && (
        <label className="field">
          <span>Link URL</span>
          <input type="url" inputMode="url" placeholder="https://example.org" value={linkURL} onChange={(e) => typeUrl(setLinkURL)(e.target.value)} />
        </label>
      )}
      <label className="check">
        <input type="checkbox" checked={inSidebar} onChange={(e) => setInSidebar(e.target.checked)} /> Show in sidebar
      </label>
      <LiveAppSection
        apps={apps}
        appId={appId}
        enabled={liveEnabled}
        config={config}
        datapoints={datapoints}
        listingId={listingId ?? null}
        urls={{ localUrl, linkURL }}
        onApp={chooseApp}
        onEnabled={setLiveEnabled}
        onConfig={setConfig}
        onDatapoints={setDatapoints}
      />
    </FormFrame>
  )
}
