import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import {
  AppointmentCategoriesDocument,
  AppointmentServiceDocument,
  AppointmentServiceFormOptionsDocument,
  AppointmentServicesDocument,
  CreateAppointmentCategoryDocument,
  CreateAppointmentServiceDocument,
  UpdateAppointmentCategoryDocument,
  UpdateAppointmentServiceDocument,
} from './services.generated.js';

// A saved service shows in the list and on its own page.
const SERVICES = { invalidates: [AppointmentServicesDocument, AppointmentServiceDocument] };

export const useCreateAppointmentService = () => useGraphQLMutation(CreateAppointmentServiceDocument, SERVICES);
export const useUpdateAppointmentService = () => useGraphQLMutation(UpdateAppointmentServiceDocument, SERVICES);

// A category shows in the category list, among the service form's choices and on the services it groups.
const CATEGORIES = { invalidates: [AppointmentCategoriesDocument, AppointmentServiceFormOptionsDocument, AppointmentServicesDocument] };

export const useCreateAppointmentCategory = () => useGraphQLMutation(CreateAppointmentCategoryDocument, CATEGORIES);
/** Renames, archives or restores a category. */
export const useUpdateAppointmentCategory = () => useGraphQLMutation(UpdateAppointmentCategoryDocument, CATEGORIES);
