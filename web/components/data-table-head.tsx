/** A data table's header row: its columns, then the row actions' column, named for screen readers only. */
export function DataTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column}>{column}</th>
        ))}
        <th>
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  )
}
