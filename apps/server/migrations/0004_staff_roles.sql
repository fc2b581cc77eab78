-- Staff rights become named roles (packages/shared/src/permissions.ts); the permissions of a request are
-- derived from them when the session is checked, so a role change applies at the next request.
ALTER TABLE accounts ADD COLUMN staff_roles text[] NOT NULL DEFAULT '{}';

-- The old free-form permission lists, mapped onto the role that holds at least what they allowed:
-- '*' was everything; attendance.manage booked for members (the front desk); viewing the schedule or
-- bookings and checking in is teaching. Roles are added together, so a mixed list keeps every right.
UPDATE accounts SET staff_roles = ARRAY(
    SELECT r FROM unnest(ARRAY[
      CASE WHEN '*' = ANY (permissions) THEN 'ADMIN' END,
      CASE WHEN 'attendance.manage' = ANY (permissions) THEN 'FRONT_DESK' END,
      CASE WHEN permissions && ARRAY['schedule.view', 'attendance.view', 'attendance.checkin'] THEN 'INSTRUCTOR' END
    ]) AS r
    WHERE r IS NOT NULL
  )
  WHERE role = 'STAFF';

-- Only staff accounts hold staff roles; a member or a check-in device (KIOSK) holds none.
ALTER TABLE accounts ADD CONSTRAINT accounts_staff_roles_check
  CHECK (staff_roles <@ ARRAY['ADMIN', 'MANAGER', 'FRONT_DESK', 'INSTRUCTOR', 'FINANCE']::text[] AND (role = 'STAFF' OR staff_roles = '{}'));

ALTER TABLE accounts DROP COLUMN permissions;
