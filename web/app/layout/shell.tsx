import { Outlet } from 'react-router'

export function Shell() {
  return <Outlet />
}
