// Each built-in app's fake service as data: the auth it requires, a recorded answer per endpoint (shapes from the
// service's own API docs, named in `docs`), and what the card then shows. One file per category of apps;
// tests/helpers/fake-live-services.ts serves them all.

/** What the tests change on a running fake. */
export interface FakeState {
  /** The Pi-hole summary's total queries: tests change it to see a refresh. */
  piholeTotal: number
}

/** A function answers from the request too (JSON-RPC services take every call at one path). */
type Recorded = unknown | ((state: FakeState, url: URL, req: Request) => unknown)

type FakeAuth =
  | { header: string; value: string }
  | { query: string; value: string }
  | { basic: [string, string] }
  | { subsonic: [string, string] }
  | {
      session: {
        /** "METHOD /path" of the sign-in, the fields it must receive, and its answers. */
        login: string
        form?: boolean
        /** Compared in depth: a JSON-RPC sign-in nests them in its params. */
        credentials: Record<string, unknown>
        issue(session: string): Response
        refuse(): Response
        /** Where later calls carry the session: a header after this prefix ('Bearer ', 'GoogleLogin auth='), or (with `query`) a query parameter. */
        header: string
        prefix?: string
        query?: string
        logout?: string
      }
    }

export interface FakeApp {
  /** The API documentation page the recorded answers follow. */
  docs: string
  /** Where the link points, under the fake's URL (default: the app id). */
  path?: string
  /** A link config the fake accepts, and (for apps that sign in) one it refuses. */
  config: Record<string, unknown>
  wrongConfig?: Record<string, unknown>
  auth: FakeAuth | null
  /** How the service refuses a call without valid auth (default: 401 with a JSON error). */
  refuse?(): Response
  /** For services that answer every call at one path (JSON-RPC, an action in the query): the call's name, added to its route. */
  routeOf?(url: URL, body: string): string
  /** "METHOD /path" (query left out; "METHOD /path name" with routeOf) → the JSON answer, or a Response. */
  routes: Record<string, Recorded>
  /** What a card with every datapoint shows. */
  values: Record<string, string | number>
  /** The detail list's titles, for apps with one. */
  list?: string[]
  /**
   * It reads Foyer's Docker endpoints, not its link: the walk hands it a Docker reader over tests/helpers/fake-docker.ts's
   * home lab (its routes are that Engine's), and its failures are its own tests'.
   */
  engine?: boolean
}
