import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Tandoor Recipes' REST API with an API token (Settings → API) as a bearer token; its lists are paged with a count.
const Page = t.Object({ count: t.Number(), results: t.Array(t.Unknown()) })

export const tandoor = defineApp({
  id: 'tandoor',
  name: 'Tandoor Recipes',
  category: 'home',
  description: 'Recipes, keywords and foods in your Tandoor Recipes space.',
  expected: 'a Tandoor Recipes server',
  docs: 'https://docs.tandoor.dev/features/api/',
  api: 'REST',
  repo: 'https://github.com/TandoorRecipes/recipes',
  license: 'AGPL-3.0',
  logo: { initials: 'TR', colour: '#d6792f' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Settings → API → Generate token (read)' }],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    recipes: { path: 'api/recipe/?page_size=1', answer: Page },
    keywords: { path: 'api/keyword/?page_size=1', answer: Page },
    foods: { path: 'api/food/?page_size=1', answer: Page },
  },
  test: ['recipes'],
  datapoints: [
    { key: 'recipes', label: 'Recipes', icon: 'chef-hat', format: 'count', default: true, read: (a) => a.recipes.count },
    { key: 'keywords', label: 'Keywords', icon: 'tag', format: 'count', default: true, read: (a) => a.keywords.count },
    { key: 'foods', label: 'Foods', icon: 'apple', format: 'count', default: true, read: (a) => a.foods.count },
  ],
})
