// Pure data (no imports): the web reads it too.

/** Folders, todo lists and snippet lists share one form (name, icon, sidebar); only the body's field names differ. */
export const NAMED_LISTS = {
  folder: { type: 'category', name: 'folderName', icon: 'folderIcon' },
  todo: { type: 'todo', name: 'todoName', icon: 'todoIcon' },
  snippet: { type: 'snippet', name: 'snippetName', icon: 'snippetIcon' },
} as const
export type NamedListKind = keyof typeof NAMED_LISTS
