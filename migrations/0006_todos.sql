-- Todo items hang off a todo list (a listing of type 'todo'): deleting the list or the user removes them.
CREATE TABLE todo_items (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id  INTEGER NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  text        TEXT    NOT NULL,
  completed   INTEGER NOT NULL DEFAULT 0 CHECK (completed IN (0, 1)),
  -- 1 High, 2 Medium, 3 Low.
  priority    INTEGER NOT NULL DEFAULT 3 CHECK (priority BETWEEN 1 AND 3),
  -- A calendar day YYYY-MM-DD (no time zone: it is the day the user picked); text order is date order.
  due_date    TEXT CHECK (due_date IS NULL OR due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
-- One list's items and its calendar month; the listing cascade follows listing_id too.
CREATE INDEX todo_items_listing_due ON todo_items (listing_id, due_date);
-- Every list at once ('all') and its calendar month; the user cascade follows user_id too.
CREATE INDEX todo_items_user_due ON todo_items (user_id, due_date);
