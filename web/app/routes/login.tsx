import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { api, ApiError } from '../../lib/api-client'
import { passwordDigest } from '../../lib/md5'
import { notify } from '../../lib/toast'
import { useDashboard } from '../../stores/dashboard.store'
import { useSession } from '../../stores/session.store'
import { applyAppearance } from '../../themes/themes'

interface LoginMethods {
  oidc: { enabled: boolean; config: { authorizationEndpoint: string; clientId: string; redirectUri: string; scope: string } | null }
}

export default function LoginPage() {
  const navigate = useNavigate()
  const signIn = useSession((s) => s.signIn)
  const token = useSession((s) => s.token)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({})
  const [busy, setBusy] = useState(false)
  const [methods, setMethods] = useState<LoginMethods | null>(null)

  useEffect(() => {
    if (token) {
      navigate('/', { replace: true })
      return
    }
    api<{ required: boolean }>('GET', '/setup', { central: false })
      .then((s) => s.required && navigate('/setup', { replace: true }))
      .catch(() => {})
    api<LoginMethods>('GET', '/login/methods', { central: false })
      .then(setMethods)
      .catch(() => {})
  }, [token, navigate])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next = {
      username: username ? undefined : 'Username must not be empty.',
      password: password ? undefined : 'Password must not be empty.',
    }
    setErrors(next)
    if (next.username || next.password) return
    setBusy(true)
    try {
      const res = await api<{ token: string; role: 'admin' | 'user'; colorTheme: string }>('POST', '/login', {
        body: { username, password: await passwordDigest(password) },
        central: false,
      })
      useDashboard.getState().reset()
      signIn(res.token, res.role)
      applyAppearance(res.colorTheme)
      notify.success('Login success.')
      navigate('/', { replace: true })
    } catch (error) {
      // Throttling says how long to wait; every other refusal reads the same.
      notify.error(error instanceof ApiError && error.status === 429 ? error.message : 'Login failed. Please check the credentials.')
    } finally {
      setBusy(false)
    }
  }

  function loginWithOidc() {
    const config = methods?.oidc.config
    if (!methods?.oidc.enabled) return notify.error('OIDC is not enabled.')
    if (!config) return notify.error('OIDC config is not set.')
    const url = new URL(config.authorizationEndpoint)
    url.search = new URLSearchParams({ response_type: 'code', client_id: config.clientId, redirect_uri: config.redirectUri, scope: config.scope }).toString()
    window.location.assign(url.toString())
  }

  return (
    <main className="auth-screen">
      <form className="auth-card" onSubmit={submit} noValidate>
        <div className="auth-brand">
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <h1>Foyer</h1>
        </div>
        <p className="auth-lead">Sign in to your dashboard</p>
        <label className="field">
          <span>Username</span>
          <input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoFocus
            value={username}
            onChange={(e) => setUsername(e.target.value.toLowerCase())}
            aria-invalid={Boolean(errors.username)}
          />
          {errors.username && <small className="field-error">{errors.username}</small>}
        </label>
        <label className="field">
          <span>Password</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={Boolean(errors.password)}
          />
          {errors.password && <small className="field-error">{errors.password}</small>}
        </label>
        <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Login'}
        </button>
        {methods?.oidc.enabled && (
          <button className="btn btn-block" type="button" onClick={loginWithOidc}>
            Login with OIDC
          </button>
        )}
      </form>
    </main>
  )
}
