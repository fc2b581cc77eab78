import { PageTitle } from '../../components/page-title.js';

export default function ProfilePage() {
  return <PageTitle>My Profile</PageTitle>;
}
