import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { AppointmentServiceDocument, AppointmentServicesDocument, CreateAppointmentServiceDocument, UpdateAppointmentServiceDocument } from './services.generated.js';

// A saved service shows in the list and on its own page.
const SERVICES = { invalidates: [AppointmentServicesDocument, AppointmentServiceDocument] };

export const useCreateAppointmentService = () => useGraphQLMutation(CreateAppointmentServiceDocument, SERVICES);
export const useUpdateAppointmentService = () => useGraphQLMutation(UpdateAppointmentServiceDocument, SERVICES);
