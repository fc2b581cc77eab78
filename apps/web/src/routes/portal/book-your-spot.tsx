import { PageTitle } from '../../components/page-title.js';

export default function BookYourSpotPage() {
  return <PageTitle>Book your Spot</PageTitle>;
}
