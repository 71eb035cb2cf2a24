import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText } from '../../live-app'

// Mealie's API with an API token (Profile → API Tokens) as a bearer token. Mealie 2.0 moved statistics and meal plans
// from groups to households: the user picks the version.
const base = (config: Record<string, unknown>) => (configText(config, 'version') === '1' ? 'api/groups' : 'api/households')
const Meal = t.Object({ entryType: t.String(), title: t.Optional(t.String()), recipe: t.Optional(t.Union([t.Object({ name: t.String() }), t.Null()])) })

export const mealie = defineApp({
  id: 'mealie',
  name: 'Mealie',
  category: 'home',
  description: "Recipes, users, categories and tags in your Mealie, and today's meal plan (Mealie 2.x, or 1.x by choice).",
  expected: 'a Mealie server, version 1.0+',
  docs: 'https://docs.mealie.io/documentation/getting-started/api-usage/',
  api: 'v1 / v2 households',
  repo: 'https://github.com/mealie-recipes/mealie',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'mealie', initials: 'Me', colour: '#e58325' },
  config: [
    { name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'Profile → Manage your API tokens' },
    {
      name: 'version',
      label: 'Mealie version',
      type: 'select',
      options: [
        { label: '2.0 or later', value: '2' },
        { label: '1.x', value: '1' },
      ],
    },
  ],
  auth: { style: 'bearer', field: 'token' },
  requests: {
    statistics: {
      path: (config) => `${base(config)}/statistics`,
      answer: t.Object({ totalRecipes: t.Number(), totalUsers: t.Number(), totalCategories: t.Number(), totalTags: t.Number(), totalTools: t.Number() }),
    },
    today: { path: (config) => `${base(config)}/mealplans/today`, answer: t.Array(Meal) },
  },
  test: ['statistics'],
  datapoints: [
    { key: 'recipes', label: 'Recipes', icon: 'chef-hat', format: 'count', default: true, read: (a) => a.statistics.totalRecipes },
    { key: 'users', label: 'Users', icon: 'users', format: 'count', default: true, read: (a) => a.statistics.totalUsers },
    { key: 'categories', label: 'Categories', icon: 'category', format: 'count', default: true, read: (a) => a.statistics.totalCategories },
    { key: 'tags', label: 'Tags', icon: 'tag', format: 'count', default: true, read: (a) => a.statistics.totalTags },
    { key: 'tools', label: 'Tools', icon: 'tools-kitchen-2', format: 'count', read: (a) => a.statistics.totalTools },
    { key: 'mealsToday', label: 'Meals planned today', icon: 'calendar', format: 'count', read: (a) => a.today.length },
  ],
  detail: {
    kind: 'upcoming',
    read: (a) => a.today.map((meal) => ({ title: meal.recipe?.name ?? meal.title ?? '—', subtitle: meal.entryType.replace(/^./, (c) => c.toUpperCase()) })),
  },
})
