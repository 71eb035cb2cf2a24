import { LinkForm } from '../../features/listings/components/link-form'

export default function LinkFormPage() {
  return <LinkForm />
}
