import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Id, IdParam, Ok } from '../../core/input'
import { NotificationPage, PageQuery, PostBody, PushClientSettings, PushSettingsBody, SubscribeBody, UnsubscribeBody } from './notifications.schema'
import type { NotificationsService } from './notifications.service'

const tags = ['Notifications']
const Done = Ok(t.String())

export function notificationsRoutes(deps: { auth: AuthPlugin; service: NotificationsService }) {
  const { service } = deps
  return new Elysia({ name: 'notifications-routes' })
    .use(deps.auth)
    .get('/notifications', ({ user, query }) => ok(service.page(user.id, query.page)), {
      auth: true,
      query: PageQuery,
      response: Ok(NotificationPage),
      detail: { tags, summary: 'The caller’s notifications, 20 a page, newest first' },
    })
    .post('/notifications', ({ user, body }) => ok(service.post(user.id, body)), {
      key: 'post_notification',
      body: PostBody,
      response: Ok(t.Object({ id: Id })),
      detail: { tags, summary: 'Post a notification to the key’s owner (x-api-key with post_notification, or a session): stored and pushed' },
    })
    .get(
      '/notifications/delete',
      ({ user }) => {
        service.clear(user.id)
        return ok('Notifications cleared.')
      },
      { auth: true, response: Done, detail: { tags, summary: 'Clear all of the caller’s notifications' } },
    )
    .get(
      '/notifications/delete/:id',
      ({ user, params }) => {
        service.remove(user.id, params.id)
        return ok('Notification deleted.')
      },
      { auth: true, params: IdParam, response: Done, detail: { tags, summary: 'Delete one notification' } },
    )
    .get(
      '/notifications/:id/read',
      ({ user, params }) => {
        service.read(user.id, params.id)
        return ok('Notification read.')
      },
      { auth: true, params: IdParam, response: Done, detail: { tags, summary: 'Mark one notification read' } },
    )
    .post('/notifications/fcm-token', ({ user, body }) => ok(service.subscribe(user.id, body.token)), {
      auth: true,
      body: SubscribeBody,
      response: Ok(t.Object({ id: Id })),
      detail: { tags, summary: 'Register this browser’s Web Push subscription (its endpoint must be https)' },
    })
    .post(
      '/notifications/fcm-token/unsubscribe',
      ({ user, body }) => {
        service.unsubscribe(user.id, body?.endpoint)
        return ok('Unsubscribed.')
      },
      { auth: true, body: t.Optional(UnsubscribeBody), response: Done, detail: { tags, summary: 'End this browser’s subscription (or all of the caller’s)' } },
    )
    .get('/settings/firebase', async () => ok(await service.push.clientSettings()), {
      auth: true,
      response: Ok(PushClientSettings),
      detail: { tags, summary: 'Push settings a browser needs (Standard Web Push: vapidKey is the VAPID public key)' },
    })
    .post(
      '/settings/firebase',
      async ({ body }) => {
        await service.push.save(body)
        return ok('Push settings saved.')
      },
      {
        admin: true,
        body: PushSettingsBody,
        response: Done,
        detail: { tags, summary: 'Turn push on or off, set the VAPID subject or an own key pair (super admin)' },
      },
    )
    .post(
      '/settings/firebase/test',
      ({ user }) => ok(service.post(user.id, { title: 'Test notification', message: 'Push notifications reach this device.', type: 'success' })),
      {
        admin: true,
        body: t.Optional(t.Object({}, { description: 'Nothing to send' })),
        response: Ok(t.Object({ id: Id })),
        detail: { tags, summary: 'Post a test notification to oneself, pushed to one’s devices (super admin)' },
      },
    )
}
