import { PageTitle } from '../../components/page-title.js';

export default function MyClassesPage() {
  return <PageTitle>My classes</PageTitle>;
}
