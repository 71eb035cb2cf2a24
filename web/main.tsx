import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Toaster } from 'sonner'
import { createRouter } from './app/router'
import { setNavigator } from './lib/navigation'
import './styles/base.css'
import './themes/themes.css'

const router = createRouter()
// The API client routes through the data router directly, so it works from any page.
setNavigator((to, opts) => void router.navigate(to, opts))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Toaster position="bottom-right" duration={5000} richColors closeButton theme="system" />
  </StrictMode>,
)
