// The setup most browser test files share: one browser and one Foyer with its first admin per file.
import { afterAll, afterEach, beforeAll } from 'bun:test'
import type { Page } from 'playwright-core'
import { launchBrowser, signIn, type E2EBrowser, type PageOptions } from './browser'
import { createFirstAdmin, startFoyer, type Foyer, type StartOptions } from './server'

export interface Admin {
  fullName: string
  username: string
  password: string
}

export interface Suite {
  chrome: E2EBrowser
  foyer: Foyer
  /** The admin's API token; a test that ends it may put a fresh one here. */
  token: string
  /** A fresh page signed in as the admin. */
  open(opts?: PageOptions): Promise<Page>
  /** Calls the API as the admin; throws unless it answers 200; returns the message. */
  api<T = any>(method: string, path: string, body?: unknown): Promise<T>
}

/**
 * Registers the hooks: beforeAll starts the browser and Foyer and creates the admin, afterEach closes the test's pages,
 * afterAll stops both. The fields of the returned object are filled in beforeAll.
 */
/** Deletes every card and folder of the admin's home (a folder with what it holds). */
export async function clearHome(e2e: Suite) {
  const { items } = await e2e.api('GET', '/listing/folder/root/list')
  for (const item of items) await e2e.api('GET', `/listing/delete/${item.id}`)
}

export function useFoyer(admin: Admin, start: StartOptions = {}): Suite {
  const suite = {
    async open(opts?: PageOptions) {
      const page = await suite.chrome.page(suite.foyer, opts)
      await signIn(page, admin.username, admin.password)
      return page
    },
    async api(method: string, path: string, body?: unknown) {
      const res = await suite.foyer.api(method, path, { token: suite.token, body })
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
      return res.body
    },
  } as Suite
  beforeAll(async () => {
    // Each is kept as soon as it is up, so afterAll stops it even when the other failed to start.
    await Promise.all([launchBrowser().then((c) => (suite.chrome = c)), startFoyer(start).then((f) => (suite.foyer = f))])
    suite.token = await createFirstAdmin(suite.foyer, admin)
  })
  afterAll(async () => {
    await suite.chrome?.close()
    await suite.foyer?.stop()
  })
  afterEach(async () => {
    await suite.chrome.closePages()
  })
  return suite
}
