import { Elysia, t } from 'elysia'
import type { AuthPlugin } from '../../core/auth'
import { ok } from '../../core/envelope'
import { Ok } from '../../core/input'
import { TODO_MESSAGES, TODO_PAGE_SIZE } from './todos.constants'
import { CalendarParams, DeleteParams, ItemsParams, SaveItemBody, TodoIdParam, TodoItem, TodoMonth, TodoPage } from './todos.schema'
import type { TodosService } from './todos.service'

const tags = ['Todos']

export function todosRoutes(deps: { auth: AuthPlugin; service: TodosService }) {
  const { service } = deps
  return new Elysia({ name: 'todos-routes', prefix: '/todo' })
    .use(deps.auth)
    .post('/item', ({ user, body }) => ok(service.save(user.id, body)), {
      auth: true,
      body: SaveItemBody,
      response: Ok(TodoItem),
      detail: {
        tags,
        summary: 'Create (todoId null) or edit a todo item; answers the saved item',
        description:
          "todoName is required ('Please enter todo item.'). dueDate is YYYY-MM-DD or null: it may not be before today in the westernmost time zone (UTC-12), so a user anywhere may pick their own today; browsers check their local today themselves. An edit that leaves an old due date unchanged still saves.",
      },
    })
    .get('/completion/:todoId', ({ user, params }) => ok(service.toggle(user.id, params.todoId)), {
      auth: true,
      params: TodoIdParam,
      response: Ok(TodoItem),
      detail: { tags, summary: 'Toggle an item between pending and completed; answers the updated item' },
    })
    .get(
      '/:listingId/delete/:todoId',
      ({ user, params }) => {
        service.remove(user.id, params.listingId, params.todoId)
        return ok(TODO_MESSAGES.deleted)
      },
      { auth: true, params: DeleteParams, response: Ok(t.String()), detail: { tags, summary: 'Delete an item of this todo list' } },
    )
    .get('/:listingId/items/:filter/:sort/:page', ({ user, params }) => ok(service.items(user.id, params.listingId, params.filter, params.sort, params.page)), {
      auth: true,
      params: ItemsParams,
      response: Ok(TodoPage),
      detail: {
        tags,
        summary: `One page (${TODO_PAGE_SIZE} items) of a todo list, or of every list with 'all': todoItems, totalPages, todo, breadcrumb`,
        description:
          "Each item: id, todoItem, completed, dueDate, priority, listingId, parent { id, listingName }. totalPages is 0 without items; a page past the end is empty. For 'all', todo is { id: 'all', listingName: 'All Tasks' } and breadcrumb is empty.",
      },
    })
    .get('/:listingId/calendar/:filter/:month', ({ user, params }) => ok(service.calendar(user.id, params.listingId, params.filter, params.month)), {
      auth: true,
      display: { views: ['todo'], item: { param: 'listingId' } },
      params: CalendarParams,
      response: Ok(TodoMonth),
      detail: {
        tags,
        summary: "The calendar's month: every item due in YYYY-MM (all of them, no paging), withoutDueDate, todo, breadcrumb",
        description:
          'Items come ordered by due date, then priority High first. withoutDueDate counts the items of the same list and filter that have no due date and so never appear in the calendar.',
      },
    })
}
