-- A personal-training session paid on its own (issue 24): staff let a service be bought per session at its
-- price, beside the passes that pay for it. The member's order names the session (service, trainer, start);
-- delivering the paid order books it once, with no pass: the appointment points at its order instead.
ALTER TABLE appointment_services ADD COLUMN sold_per_session boolean NOT NULL DEFAULT false;

ALTER TABLE finance_order_items
  ADD COLUMN appointment_service_id bigint,
  ADD COLUMN appointment_trainer_account_id bigint,
  ADD COLUMN appointment_starts_at timestamptz,
  ADD FOREIGN KEY (club_id, appointment_service_id) REFERENCES appointment_services (club_id, id),
  ADD FOREIGN KEY (club_id, appointment_trainer_account_id) REFERENCES appointment_trainers (club_id, account_id),
  ADD CHECK ((appointment_service_id IS NULL) = (appointment_trainer_account_id IS NULL) AND (appointment_service_id IS NULL) = (appointment_starts_at IS NULL));

ALTER TABLE appointments
  ALTER COLUMN account_classpass_id DROP NOT NULL,
  ADD COLUMN finance_order_id bigint,
  ADD FOREIGN KEY (club_id, finance_order_id) REFERENCES finance_orders (club_id, id),
  -- Paid by exactly one of the two: a session of a pass, or its own order.
  ADD CHECK ((account_classpass_id IS NULL) <> (finance_order_id IS NULL));

-- An order books its session once, whatever races deliver it.
CREATE UNIQUE INDEX appointments_order_key ON appointments (club_id, finance_order_id) WHERE finance_order_id IS NOT NULL;
