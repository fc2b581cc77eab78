import { PageTitle } from '../../components/page-title.js';

export default function BookClassPage() {
  return <PageTitle>Book a class</PageTitle>;
}
