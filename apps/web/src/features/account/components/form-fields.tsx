// The account route modules (signup, signup-additional, email-action) still import FormMessage from
// here; the field set itself lives in components/ui/field.tsx. Remove this file once those route
// modules import components/ui/form-messages.tsx (they are being moved to app/routes/).
export { FormMessage } from '../../../components/ui/form-messages.tsx';
