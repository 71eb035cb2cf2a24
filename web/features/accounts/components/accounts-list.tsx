import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { MoreVertical, ShieldCheck, UserPlus } from 'lucide-react'
import { Avatar } from '../../../components/avatar'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { DropdownMenu } from '../../../components/dropdown-menu'
import { IconPickerModal } from '../../../components/icon-picker'
import { toastFailure } from '../../../lib/api-client'
import { notify } from '../../../lib/toast'
import { useApi } from '../../../lib/use-api'
import { changeAvatar, changePassword, deleteAccount, listAccounts, type AccountRow } from '../accounts.api'
import { PasswordModal } from './password-modal'
import '../accounts.css'

type Dialog = { kind: 'delete' | 'avatar' | 'password'; account: AccountRow } | null

/** The user list for super admins: every row but one's own has Edit, Delete, Change Avatar, Reset Password. */
export function AccountsList({ currentUserId }: { currentUserId: number }) {
  const navigate = useNavigate()
  const { data: accounts, reload } = useApi((signal) => listAccounts(signal), [], {
    onError: (error) => toastFailure(error, 'Failed to fetch account details.'),
  })
  const [dialog, setDialog] = useState<Dialog>(null)

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    try {
      await action()
      setDialog(null)
      notify.success(success)
      void reload()
    } catch (error) {
      toastFailure(error, failure)
    }
  }

  return (
    <>
      <div className="accounts-toolbar">
        <Link to="/manage/accounts/add" className="btn btn-primary">
          <UserPlus size={17} aria-hidden="true" /> Add User
        </Link>
      </div>
      {!accounts ? (
        <span className="skeleton" style={{ height: 180 }} />
      ) : (
        <ul className="panel accounts-list" aria-label="Users">
          {accounts.map((account) => (
            <li key={account.id} className="account-row" data-testid={`account-${account.username}`}>
              <span className="avatar-frame">
                <Avatar icon={account.avatar} name={account.fullName} size={44} />
              </span>
              <span className="account-names">
                <strong>
                  {account.fullName}
                  {account.isSuperAdmin && (
                    <span className="badge" title="Super admin">
                      <ShieldCheck size={12} aria-hidden="true" /> Admin
                    </span>
                  )}
                </strong>
                <small>@{account.username}</small>
              </span>
              {account.id === currentUserId ? (
                <span className="badge account-you">You</span>
              ) : (
                <DropdownMenu
                  label={`Actions for ${account.username}`}
                  trigger={<MoreVertical size={18} aria-hidden="true" />}
                  items={[
                    { label: 'Edit', onSelect: () => navigate(`/manage/accounts/${account.id}`) },
                    { label: 'Delete', danger: true, disabled: account.isSuperAdmin, onSelect: () => setDialog({ kind: 'delete', account }) },
                    { label: 'Change Avatar', onSelect: () => setDialog({ kind: 'avatar', account }) },
                    { label: 'Reset Password', onSelect: () => setDialog({ kind: 'password', account }) },
                  ]}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete user"
          confirmLabel="Delete"
          onClose={() => setDialog(null)}
          onConfirm={() => run(() => deleteAccount(dialog.account.id), 'User deleted.', 'User cannot be deleted.')}
        >
          Delete <strong>{dialog.account.fullName}</strong> (@{dialog.account.username}) and all of their data? This cannot be undone.
        </ConfirmDialog>
      )}
      {dialog?.kind === 'avatar' && (
        <IconPickerModal
          title="Select Avatar"
          onClose={() => setDialog(null)}
          onSelect={(icon) => void run(() => changeAvatar(dialog.account.id, icon), 'Avatar updated successfully.', 'Error updating avatar...')}
        />
      )}
      {dialog?.kind === 'password' && (
        <PasswordModal
          title="Reset Password"
          onClose={() => setDialog(null)}
          onSubmit={(password) => run(() => changePassword(dialog.account.id, password), 'Password changed.', 'Password can not be changed.')}
        />
      )}
    </>
  )
}
