import { LinkButton, Page, PageHeader, Spinner } from '@hygiene/ui';
import { Suspense } from 'react';
import { Navigate, useLocation, useOutlet } from 'react-router';

import { renderRouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { messages } from '../../../messages';
import { paths } from '../../../routing/paths';
import { browserSessionStorage, readStoredResult } from '../storedResult';

const text = messages.provisioning;

/** Which child of the wrapper is open. */
type Child = 'form' | 'results' | 'none';

function childOf(pathname: string, tenant: string): Child {
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.provisionForm.to(tenant)) return 'form';
  if (path === paths.provisionResults.to(tenant)) return 'results';
  return 'none';
}

/**
 * The provisioning wrapper (`/devices/provision`, spec §2) around its children form and results:
 * 'Go to form' everywhere but on the form, 'View previous result' only with a stored result and
 * not on the results page. With neither child open it goes to the form.
 */
export function ProvisionScreen() {
  const { tenant } = useConsoleApi();
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const child = childOf(pathname, tenant);
  // Read on every navigation: the form stores a result just before it opens the results.
  const hasStoredResult = readStoredResult(browserSessionStorage()) !== null;

  if (outlet === null) return <Navigate replace to={paths.provisionForm.to(tenant)} />;

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
      {/* The child's chunk loads here, so the header stays while it arrives. */}
      <Suspense fallback={<Spinner />}>{outlet}</Suspense>
    </Page>
  );
}
