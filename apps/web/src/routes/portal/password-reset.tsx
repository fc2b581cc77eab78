import { PageTitle } from '../../components/page-title.js';

export default function PasswordResetPage() {
  return <PageTitle>Reset Password</PageTitle>;
}
