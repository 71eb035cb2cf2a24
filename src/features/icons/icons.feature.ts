import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import type { DiskReserve } from '../../core/disk-reserve'
import { createBuiltInPacks, type BuiltInPackFiles } from './builtin-packs'
import { createIconsRepo } from './icons.repo'
import { createIconsService } from './icons.service'
import { createImagesService } from './images.service'

/** The icons feature's services: packs and own uploads share one repo (the own pack counts and previews the uploads). */
export function createIconsFeature(deps: {
  db: Database
  clock: Clock
  dataDir: string
  reserve: DiskReserve
  catalogueUrl: string
  iconPacks: BuiltInPackFiles
}) {
  const repo = createIconsRepo(deps.db)
  const builtIn = createBuiltInPacks(deps.iconPacks)
  const images = createImagesService({ repo, dataDir: deps.dataDir, reserve: deps.reserve, clock: deps.clock })
  const icons = createIconsService({ db: deps.db, repo, builtIn, images, clock: deps.clock, catalogueUrl: deps.catalogueUrl })
  return { builtIn, images, icons }
}
