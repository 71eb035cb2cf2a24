import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { forgetFirstFrame } from '../lib/first-frame'
import { forgetKeptData } from '../lib/offline'

interface SessionState {
  token: string | null
  isAdmin: boolean
  /** Set by an OIDC sign-in: logging out also ends the session at the provider. */
  logoutUrl: string | null
  signIn(token: string, role: 'admin' | 'user', logoutUrl?: string): void
  clear(): void
}

/** The login state, kept in localStorage so a kiosk stays signed in across reloads. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      isAdmin: false,
      logoutUrl: null,
      signIn: (token, role, logoutUrl) => set({ token, isAdmin: role === 'admin', logoutUrl: logoutUrl ?? null }),
      clear: () => {
        forgetFirstFrame()
        forgetKeptData()
        set({ token: null, isAdmin: false, logoutUrl: null })
      },
    }),
    { name: 'foyer-session', partialize: ({ token, isAdmin, logoutUrl }) => ({ token, isAdmin, logoutUrl }) },
  ),
)
