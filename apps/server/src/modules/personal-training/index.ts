// The front door of personal-training: the domain (use cases, read models, types) that code outside the module imports; its GraphQL and REST are behind graphql.ts (checked by dependency-cruiser).

export { appointmentUid } from './appointment-ical.js';
export { appointmentsWithPeople, findClassIdsOfTrainer } from './personal-training.repository.js';
export { bookPaidSession, NOT_SOLD_PER_SESSION, quotePaidSession } from './paid-session.js';
export type { PaidSessionOrder, PaidSessionQuote } from './paid-session.js';
export type { SlotChoice } from './take-slot.js';
