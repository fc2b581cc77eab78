import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.js';
import AboutSettingsPage from './about.js';
import BrandingSettingsPage from './branding.js';
import DirectDebitSettingsPage from './direct-debit.js';
import FinanceSettingsPage from './finance.js';
import GeneralSettingsPage from './general.js';
import MailSettingsPage from './mail.js';
import ShopSettingsPage from './shop.js';
import SubscriptionSettingsPage from './subscriptions.js';
import WorkflowSettingsPage from './workflow.js';

const SCREENS: Record<string, () => React.JSX.Element> = {
  general: GeneralSettingsPage,
  branding: BrandingSettingsPage,
  workflow: WorkflowSettingsPage,
  shop: ShopSettingsPage,
  mail: MailSettingsPage,
  finance: FinanceSettingsPage,
  subscriptions: SubscriptionSettingsPage,
  'direct-debit': DirectDebitSettingsPage,
  about: AboutSettingsPage,
};

/** /backoffice/settings/{screen}: one route (and one chunk) for the settings screens; every route adds to the entry chunk's route table. */
export default function SettingsRoute() {
  const Screen = SCREENS[useParams().screen ?? ''];
  return Screen ? <Screen /> : <PageTitle>Page not found</PageTitle>;
}
