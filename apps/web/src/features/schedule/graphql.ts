/** GraphQL documents of the schedule and class booking (api-contract "Schedule and attendance"). */
import { ATTENDANCE_LIST_SIZE } from '@kiai/shared';

const SCHEDULE_CLASS_FIELDS = `scheduleItemId date timeStart timeEnd bookingStatus availableSpacesOnline
  account { id fullName }
  organizationClasstype { id name }
  organizationLevel { id name }
  organizationLocationRoom { id name organizationLocation { id name } }`;

// The portal never filters: class type and instructor go as empty strings, level and location stay unset.
export const SCHEDULE_CLASSES_QUERY = `query ScheduleClasses(
  $dateFrom: Date!, $dateUntil: Date!, $instructor: ID, $organizationClasstype: ID,
  $organizationLevel: ID, $organizationLocation: ID, $publicOnly: Boolean
) {
  scheduleClasses(
    dateFrom: $dateFrom, dateUntil: $dateUntil, instructor: $instructor, organizationClasstype: $organizationClasstype,
    organizationLevel: $organizationLevel, organizationLocation: $organizationLocation, publicOnly: $publicOnly
  ) {
    date
    classes { ${SCHEDULE_CLASS_FIELDS} }
  }
}`;

export const SCHEDULE_CLASS_BOOKING_OPTIONS_QUERY = `query ScheduleClassBookingOptions($scheduleItem: ID!, $date: Date!) {
  scheduleClass(scheduleItemId: $scheduleItem, date: $date) { ${SCHEDULE_CLASS_FIELDS} }
  scheduleClassBookingOptions(scheduleItem: $scheduleItem, date: $date, listType: SHOP_BOOK) {
    date
    alreadyBooked
    classpasses {
      bookingType
      allowed
      accountClasspass { id dateStart dateEnd classesRemainingDisplay organizationClasspass { name } }
    }
  }
}`;

export const CREATE_SCHEDULE_ITEM_ATTENDANCE_MUTATION = `mutation CreateScheduleItemAttendance($input: CreateScheduleItemAttendanceInput!) {
  createScheduleItemAttendance(input: $input) { scheduleItemAttendance { id } }
}`;

// Either all upcoming ones (date_Gte) or those of one class occurrence (scheduleItem + date); unset ones are omitted.
export const SCHEDULE_ITEM_ATTENDANCES_QUERY = `query ScheduleItemAttendances($account: ID!, $dateGte: Date, $scheduleItem: ID, $date: Date) {
  scheduleItemAttendances(
    account: $account, first: ${ATTENDANCE_LIST_SIZE}, date_Gte: $dateGte, scheduleItem: $scheduleItem, date: $date,
    accountScheduleEventTicket_Isnull: true
  ) {
    edges {
      node {
        id date bookingStatus cancellationPossible uncancellationPossible
        accountClasspass { id organizationClasspass { name } }
        scheduleItem {
          id timeStart timeEnd
          organizationClasstype { name }
          organizationLocationRoom { name organizationLocation { name } }
        }
      }
    }
  }
}`;

export const UPDATE_SCHEDULE_ITEM_ATTENDANCE_MUTATION = `mutation UpdateScheduleItemAttendance($input: UpdateScheduleItemAttendanceInput!) {
  updateScheduleItemAttendance(input: $input) { scheduleItemAttendance { id bookingStatus } }
}`;
