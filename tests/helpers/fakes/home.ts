import type { FakeApp } from './fake-app'

export const HOME_FAKES: Record<string, FakeApp> = {
  'home-assistant': {
    docs: 'https://developers.home-assistant.io/docs/api/rest/ (GET /api/, /api/states)',
    config: { token: 'ha-token' },
    wrongConfig: { token: 'x' },
    auth: { header: 'authorization', value: 'Bearer ha-token' },
    refuse: () => new Response('401: Unauthorized', { status: 401 }),
    routes: {
      'GET /api': { message: 'API running.' },
      'GET /api/states': [
        { entity_id: 'light.kitchen', state: 'on', attributes: { friendly_name: 'Kitchen' }, last_changed: '2026-11-28T03:00:00+00:00' },
        { entity_id: 'light.hall', state: 'off', attributes: {} },
        { entity_id: 'switch.heater', state: 'on', attributes: {} },
        { entity_id: 'sensor.door', state: 'unavailable', attributes: {} },
      ],
    },
    values: { lights: '1', switches: '1', unavailable: '1', entities: '4' },
  },
}
