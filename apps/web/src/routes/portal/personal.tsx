import { PageTitle } from '../../components/page-title.js';
import { ServiceList } from '../../features/personal-training/components/service-list.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /personal: the personal-training services, each leading to its booking wizard. */
export default function PersonalPage() {
  return (
    <>
      <PageTitle>Book your appointment</PageTitle>
      <RequireLogin>
        <ServiceList />
      </RequireLogin>
    </>
  );
}
