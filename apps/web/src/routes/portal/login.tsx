import { PageTitle } from '../../components/page-title.js';

export default function LoginPage() {
  return <PageTitle>Welcome back</PageTitle>;
}
