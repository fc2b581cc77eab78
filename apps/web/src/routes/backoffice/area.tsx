import { useParams } from 'react-router';
import { NotBuiltYet } from '../../components/not-built-yet.js';
import { PageTitle } from '../../components/page-title.js';
import { findBackofficeArea } from '../../features/backoffice/areas.js';

/** /backoffice/{area}: one area of the left navigation; none has screens yet. */
export default function BackofficeAreaPage() {
  const area = findBackofficeArea(useParams().area);
  if (!area) return <PageTitle>Page not found</PageTitle>;
  return <NotBuiltYet title={area.label} covers={area.covers} />;
}
