import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { createFirstAdmin, fetchSetupState } from '../../features/auth/auth.api'
import { passwordDigest } from '../../lib/md5'
import { notify } from '../../lib/toast'
import { useApi } from '../../lib/use-api'
import { useSession } from '../../stores/session.store'

/** The one-time "create the first administrator" screen of a fresh install. */
export default function SetupPage() {
  const navigate = useNavigate()
  const signIn = useSession((s) => s.signIn)
  const [form, setForm] = useState({ fullName: '', username: '', password: '', repeat: '' })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  // Once an administrator exists this screen is gone; a failure leaves the form as it is.
  useApi((signal) => fetchSetupState(signal), [], { onData: (s) => !s.required && navigate('/login', { replace: true }) })

  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: key === 'username' ? e.target.value.toLowerCase() : e.target.value })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form.fullName || !form.username || !form.password) return setError('Please fill all the fields')
    if (form.password.length < 6) return setError('Password should be atleast 6 characters long')
    if (form.password !== form.repeat) return setError('Passwords do not match')
    setError('')
    setBusy(true)
    try {
      const res = await createFirstAdmin({ username: form.username, fullName: form.fullName, password: await passwordDigest(form.password) })
      signIn(res.token, res.role)
      notify.success('Account saved.')
      navigate('/', { replace: true })
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="auth-screen">
      <form className="auth-card" onSubmit={submit} noValidate>
        <div className="auth-brand">
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <h1>Welcome to Foyer</h1>
        </div>
        <p className="auth-lead">Create the first administrator. This screen is shown only once.</p>
        <label className="field">
          <span>Full name</span>
          <input name="fullName" autoFocus value={form.fullName} onChange={set('fullName')} />
        </label>
        <label className="field">
          <span>Username</span>
          <input name="username" autoCapitalize="none" autoComplete="username" value={form.username} onChange={set('username')} />
        </label>
        <label className="field">
          <span>Password</span>
          <input name="password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
        </label>
        <label className="field">
          <span>Repeat password</span>
          <input name="repeat" type="password" autoComplete="new-password" value={form.repeat} onChange={set('repeat')} />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
          Create administrator
        </button>
      </form>
    </main>
  )
}
