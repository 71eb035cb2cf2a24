import type { Forecast } from '../weather.api'
import { clockTime, degrees, precipitationUnit } from '../weather-format'

const W = 720
const H = 200
const PAD = { top: 24, right: 22, bottom: 28, left: 22 }

/** Temperature as a line and precipitation as bars over the next hours, drawn as plain SVG. */
export function HourlyChart({ hourly, unit }: { hourly: Forecast['hourly']; unit: Forecast['unit'] }) {
  const n = hourly.time.length
  if (n < 2) return null
  const temps = hourly.temperature
  const min = Math.min(...temps)
  const max = Math.max(...temps)
  const span = max - min || 1
  const maxRain = Math.max(...hourly.precipitation, 0.1)
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (i * innerW) / (n - 1)
  const y = (t: number) => PAD.top + innerH - ((t - min) / span) * innerH
  const line = temps.map((t, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(t).toFixed(1)}`).join(' ')
  const area = `${line} L${x(n - 1).toFixed(1)},${PAD.top + innerH} L${x(0).toFixed(1)},${PAD.top + innerH} Z`
  const barW = Math.max(2, innerW / n - 4)
  const every = n > 12 ? 3 : 1
  const summary = `Hourly temperature from ${Math.round(min)}${degrees(unit)} to ${Math.round(max)}${degrees(unit)}, precipitation up to ${Math.max(...hourly.precipitation)} ${precipitationUnit(unit)}`

  return (
    <figure className="hourly-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <defs>
          <linearGradient id="hourly-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--accent)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {hourly.precipitation.map((p, i) =>
          p > 0 ? (
            <rect
              key={hourly.time[i]}
              className="hourly-rain"
              x={x(i) - barW / 2}
              width={barW}
              y={PAD.top + innerH - (p / maxRain) * innerH * 0.5}
              height={(p / maxRain) * innerH * 0.5}
              rx="2"
            />
          ) : null,
        )}
        <path d={area} fill="url(#hourly-fill)" />
        <path d={line} className="hourly-line" fill="none" />
        {temps.map((t, i) =>
          i % every === 0 ? (
            <g key={hourly.time[i]}>
              <circle cx={x(i)} cy={y(t)} r="3.5" className="hourly-dot" />
              <text x={x(i)} y={y(t) - 9} textAnchor="middle" className="hourly-temp">
                {Math.round(t)}°
              </text>
              <text x={x(i)} y={H - 8} textAnchor="middle" className="hourly-time">
                {clockTime(hourly.time[i]!)}
              </text>
            </g>
          ) : null,
        )}
      </svg>
    </figure>
  )
}
