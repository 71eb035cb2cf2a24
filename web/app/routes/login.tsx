import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { fetchSetupState, login } from '../../features/auth/auth.api'
import { fetchLoginMethods, startOidcLogin, validateOidcCode } from '../../features/oidc/oidc.api'
import { ApiError } from '../../lib/api-client'
import { passwordDigest } from '../../lib/md5'
import { notify } from '../../lib/toast'
import { useApi } from '../../lib/use-api'
import { useDashboard } from '../../stores/dashboard.store'
import { useSession } from '../../stores/session.store'
import { applyAppearance } from '../../themes/themes'

/** The spec's OIDC toasts; anything else the server says (an unknown account, say) is shown as it is; nothing more
 * where the central layer has already spoken (a network failure). */
function oidcFailure(error: unknown) {
  if (error instanceof ApiError && error.handled) return
  notify.error(error instanceof ApiError ? error.message : 'Error validating authentication code')
}

export default function LoginPage() {
  const navigate = useNavigate()
  const signIn = useSession((s) => s.signIn)
  const token = useSession((s) => s.token)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({})
  const [busy, setBusy] = useState(false)
  const [params, setParams] = useSearchParams()
  const returning = useRef(false)

  // Spec 1 §4 "OIDC return": a code on /login without a token is validated once; success goes to /, failure stays here.
  useEffect(() => {
    const code = params.get('code')
    if (!code || token || returning.current) return
    returning.current = true
    validateOidcCode(code, params.get('state') ?? '', params.get('authStyle'))
      .then((res) => {
        useDashboard.getState().reset()
        signIn(res.token, res.role, res.logoutUrl)
        applyAppearance(res.colorTheme)
        notify.success('Login success.')
        navigate('/', { replace: true })
      })
      .catch((error) => {
        oidcFailure(error)
        setParams({}, { replace: true })
      })
  }, [params, token, signIn, navigate, setParams])

  useEffect(() => {
    if (token) navigate('/', { replace: true })
  }, [token, navigate])
  // Signed out only: a fresh install goes to /setup; the sign-in methods say whether OIDC is offered. Failures leave the form as it is.
  useApi((signal) => (token ? null : fetchSetupState(signal)), [token], { onData: (s) => s.required && navigate('/setup', { replace: true }) })
  const { data: methods } = useApi((signal) => (token ? null : fetchLoginMethods(signal)), [token])

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
      const res = await login({ username, password: await passwordDigest(password) })
      useDashboard.getState().reset()
      signIn(res.token, res.role)
      applyAppearance(res.colorTheme)
      notify.success('Login success.')
      navigate('/', { replace: true })
    } catch (error) {
      // Throttling says how long to wait; every other refusal reads the same; a network failure was already toasted.
      if (error instanceof ApiError && error.handled) return
      notify.error(error instanceof ApiError && error.status === 429 ? error.message : 'Login failed. Please check the credentials.')
    } finally {
      setBusy(false)
    }
  }

  async function loginWithOidc() {
    if (!methods?.oidc.enabled) return notify.error('OIDC is not enabled.')
    if (!methods.oidc.config) return notify.error('OIDC config is not set.')
    try {
      // The server keeps state, nonce and the PKCE verifier; this browser only carries the state back.
      window.location.assign((await startOidcLogin()).url)
    } catch (error) {
      oidcFailure(error)
    }
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
