import { PageTitle } from '../../components/page-title.js';

export default function MyClasspassesPage() {
  return <PageTitle>My class passes</PageTitle>;
}
