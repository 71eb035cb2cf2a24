import { useLocation, useNavigate } from 'react-router'
import { Breadcrumb } from '../../components/breadcrumb'
import { WeatherSettingsForm } from '../../features/weather/components/weather-settings-form'
import '../../features/weather/weather.css'

/** Both /weather/settings and /manage/weather; the breadcrumb follows where the user came from. */
export default function WeatherSettingsPage() {
  const fromManage = useLocation().pathname.startsWith('/manage')
  const navigate = useNavigate()
  return (
    <div className="page">
      <header>
        <Breadcrumb
          items={fromManage ? [{ label: 'Settings', to: '/manage' }, { label: 'Weather' }] : [{ label: 'Weather', to: '/weather' }, { label: 'Settings' }]}
        />
        <h1 className="page-title">Weather settings</h1>
        <p className="page-subtitle">Where the forecast is for, and in which units. Wind is always shown in km/h.</p>
      </header>
      <WeatherSettingsForm onSaved={fromManage ? undefined : () => navigate('/weather')} />
    </div>
  )
}
