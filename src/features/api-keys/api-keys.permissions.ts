// Pure data shared by the server and the key form (no imports: the web bundle takes it as it is).

/** Spec 3 §2.8 permission catalogue, with what each lets a key do; create_user is for super admins only. */
export const PERMISSION_LABELS = {
  post_notification: 'send notifications via the API',
  fetch_stats: 'fetch system statistics',
  create_user: 'automatic user provisioning (admins only)',
} as const
