// How the energy apps (evcc, OpenDTU) show power and energy: watts up to a kilowatt, then kilowatts, as their own UIs do.

/** 850 → "850 W", 4200 → "4.2 kW". */
export const formatPower = (watts: number) => (Math.abs(watts) < 1000 ? `${Math.round(watts)} W` : `${(watts / 1000).toFixed(1)} kW`)

/** Watt-hours → "950 Wh", "12.3 kWh", "4.2 MWh". */
export function formatEnergy(wattHours: number): string {
  if (Math.abs(wattHours) < 1000) return `${Math.round(wattHours)} Wh`
  if (Math.abs(wattHours) < 1_000_000) return `${(wattHours / 1000).toFixed(1)} kWh`
  return `${(wattHours / 1_000_000).toFixed(1)} MWh`
}
