import { PageTitle } from '../../components/page-title.js';

export default function RegisterPage() {
  return <PageTitle>Create new account</PageTitle>;
}
