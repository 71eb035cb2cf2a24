import { Droplets, Sun, Sunrise, Sunset, Thermometer, Umbrella, Wind, type LucideIcon } from 'lucide-react'
import type { Forecast } from '../weather.api'
import { clockTime, compassPoint, dayLabel, temperature, weatherIcon } from '../weather-format'
import { HourlyChart } from './hourly-chart'

export function ForecastView({ forecast }: { forecast: Forecast }) {
  const { current, unit } = forecast
  const Icon = weatherIcon(current.weatherCode)
  return (
    <div className="forecast">
      <section className="panel weather-now" aria-label="Current conditions">
        <div className="weather-now-main">
          <Icon size={64} className="weather-now-icon" aria-hidden="true" />
          <div>
            <p className="weather-now-temp" data-testid="current-temperature">
              {temperature(current.temperature, unit)}
            </p>
            <p className="weather-now-desc">{current.weatherDescription}</p>
            <p className="weather-now-place">{forecast.location.location}</p>
          </div>
        </div>
        <dl className="weather-facts">
          <Fact icon={Thermometer} label="Feels like" value={temperature(current.feelsLike, unit)} />
          <Fact icon={Wind} label="Wind" value={`${Math.round(current.windSpeed)} km/h ${compassPoint(current.windDirection)}`} />
          <Fact icon={Droplets} label="Humidity" value={`${Math.round(current.humidity)}%`} />
          <Fact icon={Sun} label="UV index" value={String(Math.round(current.uvIndex * 10) / 10)} />
        </dl>
      </section>

      <section className="panel weather-hourly" aria-labelledby="hourly-title">
        <h2 id="hourly-title" className="section-title">
          Next 24 hours
        </h2>
        <HourlyChart hourly={forecast.hourly} unit={unit} />
      </section>

      <section aria-labelledby="daily-title">
        <h2 id="daily-title" className="section-title">
          Daily forecast
        </h2>
        <ul className="daily-list">
          {forecast.forecast.map((day) => {
            const DayIcon = weatherIcon(day.weatherCode)
            return (
              <li key={day.date} className="panel daily-card" data-testid="daily-card">
                <p className="daily-date">{dayLabel(day.date)}</p>
                <DayIcon size={40} className="daily-icon" aria-hidden="true" />
                <p className="daily-desc">{day.weatherDescription}</p>
                <p className="daily-temps">
                  <span className="daily-max" title="Maximum">
                    {temperature(day.temperature_max, unit)}
                  </span>
                  <span className="daily-min" title="Minimum">
                    {temperature(day.temperature_min, unit)}
                  </span>
                </p>
                <p className="daily-meta">
                  <Umbrella size={14} aria-hidden="true" /> <span>{day.precipitationProbability ?? 0}%</span>
                </p>
                <p className="daily-meta">
                  <Sunrise size={14} aria-label="Sunrise" /> <span>{clockTime(day.sunrise)}</span>
                  <Sunset size={14} aria-label="Sunset" /> <span>{clockTime(day.sunset)}</span>
                </p>
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="weather-fact">
      <dt>
        <Icon size={15} aria-hidden="true" /> {label}
      </dt>
      <dd>{value}</dd>
    </div>
  )
}
