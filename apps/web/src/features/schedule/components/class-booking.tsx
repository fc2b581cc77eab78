import { Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.js';
import { useCurrentUser } from '../../session/use-current-user.js';
import { formatDate } from '../dates.js';
import { useFetchBookingOptions } from '../hooks/use-fetch-booking-options.js';
import { useReserveClass } from '../hooks/use-reserve-class.js';
import { BookingPassList } from './booking-pass-list.js';
import { BookingSuccessDialog } from './booking-success-dialog.js';
import { ClassPriceOptions } from './class-price-options.js';
import { ClassDetails } from './class-details.js';
import { CancelUntil } from './cancel-until.js';
import { ClassAbout } from './class-about.js';
import { ExistingBooking } from './existing-booking.js';
import { ClassWaitlist } from './class-waitlist.js';

interface ClassBookingProps {
  scheduleItemId: string;
  date: string;
  /** Shown under 'You need a Class Pass to book' when the member has neither a pass nor a subscription for this class. */
  passShop: ReactNode;
}

/**
 * The booking page of one class occurrence (spec section 4): the existing booking, the member's subscriptions
 * ('Use Subscription to Reserve') and passes ('Use Pass to Reserve'), or the pass shop; a successful booking opens
 * the success dialog.
 */
export function ClassBooking({ scheduleItemId, date, passShop }: ClassBookingProps) {
  const { user } = useCurrentUser();
  const { scheduleClass, options, loading, error } = useFetchBookingOptions(scheduleItemId, date);
  // The booking just made, while its success dialog is open.
  const [reserved, setReserved] = useState<string | null>(null);
  const { reserve, reservingWith } = useReserveClass(scheduleItemId, date, setReserved);

  if (loading) return <Text>Loading Class...</Text>;
  if (error || !scheduleClass || !options) return null;

  const bookable = scheduleClass.bookingStatus === 'OK';
  const classPrices = <ClassPriceOptions scheduleItemId={scheduleItemId} date={date} options={options} bookable={bookable} />;
  let choice: ReactNode;
  if (options.alreadyBooked) {
    choice = <ExistingBooking scheduleItemId={scheduleItemId} date={date} />;
  } else if (options.classpasses.length > 0 || options.subscriptions.length > 0) {
    choice = (
      <Stack gap="lg">
        <BookingPassList options={options.classpasses} subscriptions={options.subscriptions} bookable={bookable} reservingWith={reservingWith} onReserve={reserve} />
        {classPrices}
      </Stack>
    );
  } else {
    choice = (
      <Stack gap="md">
        <Title order={2}>You need a Class Pass to book</Title>
        {classPrices}
        {passShop}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{scheduleClass.organizationClasstype.name}</PageTitle>
        <Text fw={600}>{formatDate(date)}</Text>
        <ClassDetails scheduleClass={scheduleClass} withName={false} />
        {bookable && <CancelUntil cancelBefore={scheduleClass.cancelBefore} />}
      </div>
      <ClassAbout scheduleClass={scheduleClass} />
      {!options.alreadyBooked && <ClassWaitlist scheduleItemId={scheduleItemId} date={date} waitlist={options.waitlist} />}
      {choice}
      <BookingSuccessDialog
        opened={reserved !== null}
        firstName={user?.firstName ?? ''}
        cancelBefore={scheduleClass.cancelBefore}
        attendanceId={reserved}
        onClose={() => setReserved(null)}
      />
    </Stack>
  );
}
