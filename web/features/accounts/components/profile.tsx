import { useState } from 'react'
import { Link } from 'react-router'
import { Eye, EyeOff, HeartHandshake, KeyRound, Pencil } from 'lucide-react'
import type { UserData } from '../../../../src/features/users/users.schema'
import { Avatar } from '../../../components/avatar'
import { IconPickerModal } from '../../../components/icon-picker'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useDashboard } from '../../../stores/dashboard.store'
import { useSession } from '../../../stores/session.store'
import { changeAvatar, changePassword, setBrandingHidden } from '../accounts.api'
import { PasswordModal } from './password-modal'
import '../accounts.css'

/** My Profile: avatar, name, and the Edit Profile, Change Password, branding and support cards. */
export function Profile({ user, donateUrl }: { user: UserData; donateUrl: string }) {
  const [modal, setModal] = useState<'avatar' | 'password' | null>(null)
  const { patchUser } = useDashboard.getState()

  async function pickAvatar(avatar: NonNullable<UserData['userAvatar']>) {
    setModal(null)
    try {
      await changeAvatar(user.id, avatar)
      patchUser({ userAvatar: avatar })
      notify.success('Avatar updated successfully.')
    } catch (error) {
      toastFailure(error, 'Error updating avatar...')
    }
  }

  async function savePassword(password: string) {
    try {
      const { token } = await changePassword(user.id, password)
      // Every old session ended, this one included: carry on with the fresh token.
      if (token) useSession.getState().signIn(token, user.isSuperAdmin ? 'admin' : 'user')
      setModal(null)
      notify.success('Password changed.')
    } catch (error) {
      toastFailure(error, 'Password can not be changed.')
    }
  }

  async function toggleBranding() {
    const hide = !user.hideBranding
    try {
      await setBrandingHidden(hide)
      patchUser({ hideBranding: hide })
    } catch (error) {
      toastFailure(error, hide ? 'Error removing branding.' : 'Error restoring the Foyer branding.')
    }
  }

  return (
    <div className="profile">
      <section className="panel profile-head">
        <button type="button" className="avatar-frame avatar-frame-lg" aria-label="Change avatar" onClick={() => setModal('avatar')}>
          <Avatar icon={user.userAvatar} name={user.fullName} size={96} />
          <Pencil size={14} className="avatar-edit" aria-hidden="true" />
        </button>
        <div className="profile-names">
          <h2 data-testid="profile-name">{user.fullName}</h2>
          <p className="muted">@{user.username}</p>
        </div>
      </section>

      <ul className="profile-cards">
        <li>
          <Link to={`/manage/accounts/${user.id}`} className="panel profile-card">
            <Pencil size={20} aria-hidden="true" />
            <span>
              <strong>Edit Profile</strong>
              <small>Full name and site name</small>
            </span>
          </Link>
        </li>
        <li>
          <button type="button" className="panel profile-card" onClick={() => setModal('password')}>
            <KeyRound size={20} aria-hidden="true" />
            <span>
              <strong>Change Password</strong>
              <small>Signs you out everywhere else</small>
            </span>
          </button>
        </li>
        <li>
          <button type="button" className="panel profile-card" onClick={() => void toggleBranding()}>
            {user.hideBranding ? <Eye size={20} aria-hidden="true" /> : <EyeOff size={20} aria-hidden="true" />}
            <span>
              <strong>{user.hideBranding ? 'Show branding' : 'Remove branding'}</strong>
              <small>The “Powered by Foyer” line in the sidebar</small>
            </span>
          </button>
        </li>
        <li>
          <a href={donateUrl} target="_blank" rel="noopener noreferrer" className="panel profile-card">
            <HeartHandshake size={20} aria-hidden="true" />
            <span>
              <strong>Support Our Project</strong>
              <small>Help keep Foyer going</small>
            </span>
          </a>
        </li>
      </ul>

      {modal === 'avatar' && <IconPickerModal title="Select Avatar" onSelect={(icon) => void pickAvatar(icon)} onClose={() => setModal(null)} />}
      {modal === 'password' && <PasswordModal title="Change Password" onSubmit={savePassword} onClose={() => setModal(null)} />}
    </div>
  )
}
