import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { FormActions } from '../../../components/form-actions'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { useDashboard } from '../../../stores/dashboard.store'
import { fetchAccount, saveAccount, type AccountRow } from '../accounts.api'
import '../accounts.css'

const MIN_PASSWORD = 6

/** New user (no userId) or an existing account, loaded first. */
export function AccountForm({ userId, doneTo }: { userId: number | null; doneTo: string }) {
  const { data: account } = useApi((signal) => (userId === null ? null : fetchAccount(userId, signal)), [userId], {
    onError: (error) => toastFailure(error, 'Failed to fetch account details.'),
  })
  if (userId !== null && !account) return <span className="skeleton" style={{ height: 240 }} />
  return <AccountFields key={userId ?? 'new'} account={account} doneTo={doneTo} />
}

/** Username and password are set only when creating. */
function AccountFields({ account, doneTo }: { account: AccountRow | undefined; doneTo: string }) {
  const navigate = useNavigate()
  const me = useDashboard((s) => s.data?.userData.id)
  const [form, setForm] = useState({
    fullName: account?.fullName ?? '',
    username: account?.username ?? '',
    siteName: account?.siteName ?? 'Foyer',
    password: '',
    repeat: '',
  })
  const [busy, setBusy] = useState(false)
  const userId = account?.id ?? null
  const isNew = userId === null

  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: key === 'username' ? e.target.value.toLowerCase() : e.target.value })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const fullName = form.fullName.trim()
    const siteName = form.siteName.trim()
    if (!fullName || !form.username.trim() || !siteName) return void notify.warning('Please fill all the fields')
    if (isNew) {
      if (form.password !== form.repeat) return void notify.warning('Passwords do not match')
      if (form.password.length < MIN_PASSWORD) return void notify.warning('Password should be atleast 6 characters long')
    }
    setBusy(true)
    try {
      await saveAccount(isNew ? { username: form.username.trim(), fullName, siteName, password: form.password } : { userId, fullName, siteName })
      if (userId === me) useDashboard.getState().patchUser({ fullName, siteName })
      notify.success('Account saved.')
      navigate(doneTo)
    } catch (error) {
      toastFailure(error, 'Failed to save account.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="panel settings-card account-form" onSubmit={submit} noValidate>
      <label className="field">
        <span>Full name</span>
        <input name="fullName" maxLength={200} value={form.fullName} onChange={set('fullName')} />
      </label>
      <label className="field">
        <span>Username</span>
        <input name="username" autoCapitalize="none" autoComplete="off" maxLength={64} disabled={!isNew} value={form.username} onChange={set('username')} />
      </label>
      <label className="field">
        <span>Site name</span>
        <input name="siteName" maxLength={100} value={form.siteName} onChange={set('siteName')} />
      </label>
      {isNew && (
        <>
          <label className="field">
            <span>Password</span>
            <input name="password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
          </label>
          <label className="field">
            <span>Repeat password</span>
            <input name="repeat" type="password" autoComplete="new-password" value={form.repeat} onChange={set('repeat')} />
          </label>
        </>
      )}
      <FormActions onBack={() => navigate(doneTo)} busy={busy} />
    </form>
  )
}
