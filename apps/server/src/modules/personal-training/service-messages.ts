export const SERVICE_NOT_FOUND = 'This service could not be found.';
export const TRAINER_NOT_FOUND = 'This trainer could not be found.';
export const APPOINTMENT_NOT_FOUND = 'This appointment could not be found.';
export const PASS_NOT_FOUND = 'This pass could not be found.';
export const SLOT_TAKEN = 'This time is not available. Please choose another time.';
export const TRAINER_RETIRED = 'This trainer no longer takes appointments. Please choose another trainer.';
