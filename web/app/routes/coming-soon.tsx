import { Link } from 'react-router'
import { Hammer, House } from 'lucide-react'
import './coming-soon.css'

/** Stand-in for screens that land in later releases. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="coming-soon">
      <section className="panel coming-soon-card" aria-labelledby="coming-soon-title">
        <div className="empty-state-icon" aria-hidden="true">
          <Hammer size={28} />
        </div>
        <h1 id="coming-soon-title" className="page-title">
          {title}
        </h1>
        <p>This screen is coming in a later release.</p>
        <Link className="btn btn-primary" to="/">
          <House size={17} aria-hidden="true" /> Back to Home
        </Link>
      </section>
    </div>
  )
}
