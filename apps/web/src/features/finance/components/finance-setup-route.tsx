import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';

/** A finance set-up list and its records on one route (`<list>` and `<list>/{id|new}`), for staff who may see the set-up. */
export function FinanceSetupRoute({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  return <RequirePermission permission="finance.setup.view">{useParams().id ? detail : list}</RequirePermission>;
}
