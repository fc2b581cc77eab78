import { PageTitle } from '../../components/page-title.js';

export default function SessionExpiredPage() {
  return <PageTitle>Session expired</PageTitle>;
}
