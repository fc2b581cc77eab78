// The front door of personal-training: the only file that code outside the module imports (checked by dependency-cruiser).
// GraphQL types and root fields register on the builder when loaded (graphql/schema.ts loads every door).
import './personal-training.graphql.js';
import './trainer-roster.graphql.js';

export { appointmentUid } from './appointment-ical.js';
export { appointmentsWithPeople, findClassIdsOfTrainer } from './personal-training.repository.js';
export { personalTrainingRoutes } from './personal-training.route.js';
