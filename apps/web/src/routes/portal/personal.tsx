import { PageTitle } from '../../components/page-title.js';

export default function PersonalPage() {
  return <PageTitle>Book your appointment</PageTitle>;
}
