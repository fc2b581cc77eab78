import { PageTitle } from '../../components/page-title.js';

export default function LogoutPage() {
  return <PageTitle>Logging out</PageTitle>;
}
