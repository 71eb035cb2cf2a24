import { create } from 'zustand'
import { persist } from 'zustand/middleware'

interface SessionState {
  token: string | null
  isAdmin: boolean
  signIn(token: string, role: 'admin' | 'user'): void
  clear(): void
}

/** The login state, kept in localStorage so a kiosk stays signed in across reloads. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      isAdmin: false,
      signIn: (token, role) => set({ token, isAdmin: role === 'admin' }),
      clear: () => set({ token: null, isAdmin: false }),
    }),
    { name: 'foyer-session', partialize: ({ token, isAdmin }) => ({ token, isAdmin }) },
  ),
)
