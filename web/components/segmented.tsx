interface SegmentedProps<T extends string> {
  name: string
  options: Array<{ value: T; label: string }>
  value: T | null
  onChange(value: T): void
  labelledBy?: string
}

/** A row of radio buttons drawn as one segmented control. */
export function Segmented<T extends string>({ name, options, value, onChange, labelledBy }: SegmentedProps<T>) {
  return (
    <div className="segmented" role="radiogroup" aria-labelledby={labelledBy}>
      {options.map((option) => (
        <label key={option.value} className="segment">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  )
}
