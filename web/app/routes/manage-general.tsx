import { Breadcrumb } from '../../components/breadcrumb'
import { GeneralSettingsForm } from '../../features/settings/components/general-settings-form'

export default function ManageGeneralPage() {
  return (
    <div className="page">
      <header>
        <Breadcrumb items={[{ label: 'Settings', to: '/manage' }, { label: 'General Settings' }]} />
        <h1 className="page-title">General Settings</h1>
        <p className="page-subtitle">Site name, logo, the features you use and how dense the dashboard is.</p>
      </header>
      <GeneralSettingsForm />
    </div>
  )
}
