import { PageTitle } from '../../components/page-title.js';

export default function WelcomePage() {
  return <PageTitle>Welcome</PageTitle>;
}
