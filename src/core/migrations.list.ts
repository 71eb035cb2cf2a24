// Every migration, in order. Imported as text so `bun build --compile` embeds them in the binary.
import init from '../../migrations/0001_init.sql' with { type: 'text' }
import icons from '../../migrations/0005_icons.sql' with { type: 'text' }

export const migrations: ReadonlyArray<{ name: string; sql: string }> = [
  { name: '0001_init', sql: init },
  { name: '0005_icons', sql: icons },
]
