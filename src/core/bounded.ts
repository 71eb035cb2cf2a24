/**
 * The one way a process-lifetime Map is kept bounded: a Map iterates in insertion order, so its first keys are its
 * oldest. Drops them (with `drop`, when dropping means more than deleting) while `over(key)` holds for the first one.
 */
export function dropOldest<K, V>(map: Map<K, V>, over: (oldest: K) => boolean, drop: (key: K) => void = (key) => void map.delete(key)): void {
  for (const key of map.keys()) {
    if (!over(key)) return
    drop(key)
  }
}

/** A Map that never holds more than `max` entries: a new key past it drops the oldest, and setting a key makes it the newest. */
export class CappedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super()
  }

  override set(key: K, value: V): this {
    super.delete(key)
    super.set(key, value)
    dropOldest(this, () => this.size > this.max)
    return this
  }
}
