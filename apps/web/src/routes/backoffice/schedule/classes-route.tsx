import { useParams } from 'react-router';
import FormPage from './class-form.js';
import ListPage from './classes.js';

/** /backoffice/schedule/classes, …/new and …/{id}: one route for the week and a class's form (every route adds to the entry chunk's route table). */
export default function ScheduleClassesRoute() {
  return useParams().scheduleItemId ? <FormPage /> : <ListPage />;
}
