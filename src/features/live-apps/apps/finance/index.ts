import { actualBudget } from './actual-budget'
import { fireflyIii } from './firefly-iii'
import { ghostfolio } from './ghostfolio'
import { wallos } from './wallos'

export const FINANCE = [fireflyIii, ghostfolio, actualBudget, wallos]
