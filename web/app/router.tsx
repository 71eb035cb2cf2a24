import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { formRoutePatterns, KIND_NAMES, LISTING_KINDS, type ListingKind } from '../../src/definitions/listing-kinds'
import { Shell } from './layout/shell'
import { RequireSession } from './require-session'
import LoginPage from './routes/login'

type PageModule = Promise<{ default: ComponentType }>
/** Each screen is its own chunk, fetched when first visited. */
const page = (load: () => PageModule) => ({ lazy: async () => ({ Component: (await load()).default }) })
const coming = (title: string) => ({
  lazy: async () => {
    const { ComingSoon } = await import('./routes/coming-soon')
    return { Component: () => <ComingSoon title={title} /> }
  },
})

/** Each kind's form page; its paths come from the kind's definition. Null: the kind's screens come with a later issue. */
const LISTING_FORMS = {
  folder: () => import('./routes/folder-form'),
  link: () => import('./routes/link-form'),
  todo: () => import('./routes/todo-list-form'),
  snippet: () => import('./routes/snippet-list-form'),
  stream: null,
} satisfies Record<ListingKind, (() => PageModule) | null>

const listingForms = KIND_NAMES.flatMap((kind): RouteObject[] => {
  const load = LISTING_FORMS[kind]
  return formRoutePatterns(kind).map((path) => ({ path, ...(load ? page(load) : coming(LISTING_KINDS[kind].label)) }))
})

/** Screens of later features: each shows a clear "coming" page until its issue lands. */
const later: Array<[string, string]> = [
  ['notifications', 'Notifications'],
  ['streaming', 'Stream Hub'],
  ['manage/apps', 'Live Apps'],
  ['manage/apps/install', 'Live Apps Store'],
  ['manage/import', 'Import'],
  ['manage/api-keys', 'API Keys'],
  ['manage/api-keys/create', 'API Key'],
  ['manage/api-keys/:keyid', 'API Key'],
  ['manage/firebase', 'Firebase Settings'],
  ['manage/connection', 'Connection Settings'],
  ['manage/oidc', 'OIDC Setup'],
  ['manage/credential', 'Credentials'],
  ['manage/credential/add', 'Credential'],
  ['manage/credential/:id', 'Credential'],
  ['servers', 'Devices and Servers'],
  ['servers/save/:deviceId?', 'Device'],
]

export const routes: RouteObject[] = [
  { path: '/login', Component: LoginPage },
  { path: '/setup', ...page(() => import('./routes/setup')) },
  { path: '/logout', ...page(() => import('./routes/logout')) },
  { path: '/connect/:id?', ...coming('Remote session') },
  { path: '/notfound', ...page(() => import('./routes/not-found')) },
  { path: '/client-error', ...page(() => import('./routes/client-error')) },
  { path: '/server-error', ...page(() => import('./routes/server-error')) },
  { path: '/network-error', ...page(() => import('./routes/network-error')) },
  { path: '/database-error', ...page(() => import('./routes/database-error')) },
  {
    Component: RequireSession,
    children: [
      {
        path: '/',
        Component: Shell,
        children: [
          { index: true, ...page(() => import('./routes/home')) },
          { path: 'manage', ...page(() => import('./routes/manage')) },
          { path: 'manage/theme', ...page(() => import('./routes/manage-theme')) },
          { path: 'manage/general', ...page(() => import('./routes/manage-general')) },
          { path: 'weather', ...page(() => import('./routes/weather')) },
          { path: 'weather/settings', ...page(() => import('./routes/weather-settings')) },
          { path: 'manage/weather', ...page(() => import('./routes/weather-settings')) },
          { path: 'manage/profile', ...page(() => import('./routes/manage-profile')) },
          { path: 'manage/accounts', ...page(() => import('./routes/manage-accounts')) },
          { path: 'manage/accounts/add', ...page(() => import('./routes/manage-account-edit')) },
          { path: 'manage/accounts/:userId', ...page(() => import('./routes/manage-account-edit')) },
          { path: 'c/:listingid', ...page(() => import('./routes/folder')) },
          ...listingForms,
          { path: 'manage/listing/:id?', ...page(() => import('./routes/manage-listing')) },
          { path: 's/:listingid', ...page(() => import('./routes/snippets')) },
          { path: 'snippet', ...page(() => import('./routes/snippet-lists')) },
          { path: 'authenticator', ...page(() => import('./routes/authenticator')) },
          { path: 'totp/save/:authId?', ...page(() => import('./routes/totp-save')) },
          { path: 't/:listingid?', ...page(() => import('./routes/todos')) },
          { path: 'tasks', ...page(() => import('./routes/todos')) },
          { path: 'manage/iconpack', ...page(() => import('./routes/manage-iconpack')) },
          { path: 'manage/iconpack/store', ...page(() => import('./routes/manage-iconpack-store')) },
          { path: 'manage/iconpack/images', ...page(() => import('./routes/manage-iconpack-images')) },
          { path: 'p/:pageId?', ...page(() => import('./routes/page-view')) },
          ...(['pages', 'page', 'manage/page'] as const).map((path) => ({ path, ...page(() => import('./routes/pages')) })),
          ...(['page/add', 'page/:pageId', 'manage/page/add', 'manage/page/:pageId'] as const).map((path) => ({ path, ...page(() => import('./routes/page-edit')) })),
          ...later.map(([path, title]) => ({ path, ...coming(title) })),
          { path: '*', element: <Navigate to="/notfound" replace /> },
        ],
      },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
