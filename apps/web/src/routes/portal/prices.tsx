import { PageTitle } from '../../components/page-title.js';

export default function PricesPage() {
  return <PageTitle>Our Classpasses</PageTitle>;
}
