// The router registers its navigate function here so non-React code (the API client) can route.
type Navigate = (to: string, opts?: { replace?: boolean }) => void

let current: Navigate | null = null

export const setNavigator = (navigate: Navigate | null) => {
  current = navigate
}
export const currentNavigate = () => current
