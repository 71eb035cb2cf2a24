import { useLocation } from 'react-router'
import { PageList } from '../../features/pages/components/page-list'

/** /pages, /page and /manage/page. */
export default function PagesPage() {
  const { pathname } = useLocation()
  return <PageList manage={pathname.startsWith('/manage/')} />
}
