import { SwitchRow } from '../../../components/switch-row'
import { toastFailure } from '../../../lib/api-client'
import { useApi } from '../../../lib/use-api'
import { healthApi, type ItemBody } from '../health.api'
import { stateLabel } from '../health-words'
import '../health.css'

/** Under a saved link's form: whether Foyer checks it and alerts on it (a link without an http(s) address has no check). */
export function LinkHealthSwitch({ id }: { id: number }) {
  const { data, update, reload } = useApi(async (signal) => (await healthApi.list(signal)).find((i) => i.kind === 'link' && i.id === id) ?? null, [id])
  if (!data) return null
  const change = async (body: ItemBody) => {
    update((item) => item && { ...item, ...body })
    try {
      const saved = await healthApi.setItem('link', id, body)
      update(() => saved)
    } catch (error) {
      toastFailure(error, 'Failed to save the check.')
      reload()
    }
  }
  return (
    <section className="panel settings-card link-health" aria-labelledby="link-health">
      <h2 id="link-health" className="section-title">
        Health
      </h2>
      <p className="health-row-meta">
        <span className="health-dot" data-state={data.state} /> {stateLabel(data)} · {data.address}
      </p>
      <div className="switch-list">
        <SwitchRow
          name="healthEnabled"
          label="Check this link"
          hint="Foyer's server asks its address on its own"
          checked={data.enabled}
          onChange={(on) => void change({ enabled: on })}
        />
        <SwitchRow
          name="healthAlert"
          label="Alert me when it is down"
          hint="In the feed and by push"
          checked={data.alert}
          onChange={(on) => void change({ alert: on })}
        />
      </div>
    </section>
  )
}
