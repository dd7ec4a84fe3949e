import { LinkButton, Page, PageHeader } from '@hygiene/ui';
import { Navigate, useLocation, useOutlet } from 'react-router';

import { RequirePermission } from '../../../components/RequirePermission';
import { renderRouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { browserSessionStorage, readStoredResult } from '../storedResult';
import { ProvisionFormScreen } from './ProvisionFormScreen';
import { ProvisionResultsScreen, type ProvisionResultsScreenProps } from './ProvisionResultsScreen';

const text = messages.provisioning;

/** Which child of the wrapper is open: the last segment of the address, once a child matched. */
function childOf(pathname: string): 'form' | 'results' {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === paths.provisionResults.pattern.split('/').pop() ? 'results' : 'form';
}

export interface ProvisionScreenProps {
  /** Passed to the results (stories inject the clipboard and the download). */
  results?: ProvisionResultsScreenProps;
}

/**
 * The provisioning wrapper (`/devices/provision`, spec §2) around its children form and results:
 * 'Go to form' everywhere but on the form, 'View previous result' only with a stored result and
 * not on the results page. With neither child open it goes to the form.
 *
 * The router matches the children (`form`, `results`, routes without elements); the wrapper
 * renders them itself, so the whole area is one chunk with one entry in the host's route table.
 */
export function ProvisionScreen(props: ProvisionScreenProps) {
  // A role that may not provision (tenant staff) reaches the address only by typing it: it says
  // so, with no form and no request.
  return (
    <RequirePermission operation="provisionDevices" title={text.title}>
      <ProvisionArea {...props} />
    </RequirePermission>
  );
}

function ProvisionArea({ results }: ProvisionScreenProps) {
  const { tenant } = useConsoleApi();
  const { pathname } = useLocation();
  const outlet = useOutlet();
  // Read on every navigation: the form stores a result just before it opens the results.
  const hasStoredResult = readStoredResult(browserSessionStorage()) !== null;

  if (outlet === null) return <Navigate replace to={paths.provisionForm.to(tenant)} />;

  const child = childOf(pathname);
  const goToForm = child !== 'form';
  const viewPrevious = hasStoredResult && child !== 'results';
  return (
    <Page>
      <PageHeader
        title={text.title}
        actions={
          goToForm || viewPrevious ? (
            <>
              {goToForm ? (
                <LinkButton href={paths.provisionForm.to(tenant)} renderLink={renderRouterLink}>
                  {text.goToForm}
                </LinkButton>
              ) : null}
              {viewPrevious ? (
                <LinkButton href={paths.provisionResults.to(tenant)} renderLink={renderRouterLink}>
                  {text.viewPreviousResult}
                </LinkButton>
              ) : null}
            </>
          ) : null
        }
      />
      {child === 'form' ? <ProvisionFormScreen /> : <ProvisionResultsScreen {...results} />}
    </Page>
  );
}
