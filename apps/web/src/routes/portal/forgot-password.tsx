import { PageTitle } from '../../components/page-title.js';

export default function ForgotPasswordPage() {
  return <PageTitle>Forgot your password?</PageTitle>;
}
