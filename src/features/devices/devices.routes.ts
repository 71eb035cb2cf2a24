import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { IdParam, Ok } from '../../core/input'
import { DEVICE_MESSAGES as M } from '../../definitions/devices'
import { DeviceBody, DeviceDetails, DeviceSummary, ReorderBody } from './devices.schema'
import type { DevicesService } from './devices.service'

const tags = ['Devices']

export function devicesRoutes(deps: { auth: AuthPlugin; service: DevicesService }) {
  const { service } = deps
  return new Elysia({ name: 'devices-routes', prefix: '/servers' })
    .use(deps.auth)
    .get('/devices', ({ user }) => ok(service.list(user.id)), {
      auth: true,
      response: Ok(t.Array(DeviceSummary)),
      detail: { tags, summary: "The user's devices in their order, with the last known liveness" },
    })
    .get('/device/:id', ({ user, params }) => ok(service.details(user.id, params.id)), {
      auth: true,
      params: IdParam,
      response: Ok(DeviceDetails),
      detail: { tags, summary: 'One device for its edit form: stored secrets only as a placeholder' },
    })
    .post('/save/device', ({ user, body }) => ok(service.save(user.id, body)), {
      auth: true,
      body: DeviceBody,
      response: Ok(DeviceDetails),
      detail: {
        tags,
        summary:
          'Add (no deviceId) or edit a device; secrets sealed at rest, a placeholder keeps the stored one, credentialId must be a locker entry of the user',
      },
    })
    .get('/wake/:id', async ({ user, params }) => ok(await service.wake(user.id, params.id)), {
      auth: true,
      params: IdParam,
      response: Ok(t.String()),
      detail: { tags, summary: "Send the device's wake-on-LAN magic packet (UDP, broadcast) to its broadcast address and port" },
    })
    .get(
      '/delete/:id',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok(M.deleted)
      },
      { auth: true, params: IdParam, response: Ok(t.String()), detail: { tags, summary: 'Delete a device' } },
    )
    .post(
      '/device/reorder',
      ({ user, body }) => {
        service.reorder(user.id, body.items)
        return ok(M.reordered)
      },
      { auth: true, body: ReorderBody, response: Ok(t.String()), detail: { tags, summary: 'Save the order of the device cards' } },
    )
}
