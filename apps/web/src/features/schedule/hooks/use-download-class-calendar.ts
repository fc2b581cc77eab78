import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { saveBlob } from '../../../lib/download-file.js';
import { toastDanger } from '../../../lib/toast.js';
import { ClassCalendarFileDocument } from '../schedule.generated.js';

/**
 * "Add to calendar": reads the booked class's .ics (the server writes it on the club's clock, with the UID of the
 * member's calendar feed) and hands it to the browser, which opens it in the calendar app or saves it.
 */
export function useDownloadClassCalendar(attendanceId: string) {
  const mutation = useMutation({
    mutationFn: async () => {
      const { scheduleItemAttendance } = await graphqlRequest(ClassCalendarFileDocument, { id: attendanceId });
      if (!scheduleItemAttendance.calendarFile) throw new Error('This class no longer takes place.');
      saveBlob(new Blob([scheduleItemAttendance.calendarFile], { type: 'text/calendar' }), `class-${scheduleItemAttendance.date}.ics`);
    },
    onError: (error) => toastDanger(error instanceof Error && error.message === 'This class no longer takes place.' ? error.message : 'Unable to make the calendar file'),
  });
  return { download: () => mutation.mutate(), downloading: mutation.isPending };
}
