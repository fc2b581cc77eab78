import { useParams } from 'react-router';
import { ClasspassShopList } from '../../features/classpasses/components/classpass-shop-list.js';
import { ClassBooking } from '../../features/schedule/components/class-booking.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /book-your-spot/book/{scheduleItemId}/{date}/: book one class occurrence with a class pass. */
export default function BookClassPage() {
  const { scheduleItemId = '', date = '' } = useParams();
  return (
    <RequireLogin>
      <ClassBooking scheduleItemId={scheduleItemId} date={date} passShop={<ClasspassShopList headingOrder={3} />} />
    </RequireLogin>
  );
}
