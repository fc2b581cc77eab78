import { PageTitle } from '../../components/page-title.js';

export default function LoginRequiredPage() {
  return <PageTitle>Login Required</PageTitle>;
}
