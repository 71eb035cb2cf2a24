import { toast } from 'sonner'

// The message doubles as the toast id, so the same message never stacks twice.
export const notify = {
  success: (message: string) => toast.success(message, { id: message }),
  error: (message: string) => toast.error(message, { id: message }),
  warning: (message: string) => toast.warning(message, { id: message }),
}
