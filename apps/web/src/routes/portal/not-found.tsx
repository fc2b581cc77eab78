import { PageTitle } from '../../components/page-title.js';

export default function NotFoundPage() {
  return <PageTitle>Page not found</PageTitle>;
}
