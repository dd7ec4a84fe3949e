import { HygieneThemeProvider } from '@hygiene/ui';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

import { signIn } from './auth/session';
import { STORAGE_KEYS } from './constants';
import { pageTitle, parseRuntimeConfig } from './config/runtimeConfig';
import { hostMessages } from './messages';
import { ConfigErrorPage } from './pages/ConfigErrorPage';
import { decideEntry, firstSegment, normalizePartnerName } from './partner/partnerGate';
import { PartnerGate } from './partner/PartnerGate';

const CONFIG_URL = '/config.json';

/**
 * Start-up, in the order the spec implies: the runtime config (one build, every environment),
 * the page title, the partner gate, sign-in at the realm, then the routed app.
 */
async function bootstrap() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <HygieneThemeProvider>{node}</HygieneThemeProvider>
      </StrictMode>,
    );

  let raw: unknown;
  try {
    const response = await fetch(CONFIG_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    render(
      <ConfigErrorPage
        configUrl={CONFIG_URL}
        failure={{
          kind: 'missing',
          reason: error instanceof Error ? error.message : String(error),
        }}
      />,
    );
    return;
  }
  const parsed = parseRuntimeConfig(raw, window.location.href);
  if (!parsed.ok) {
    render(
      <ConfigErrorPage
        configUrl={CONFIG_URL}
        failure={{ kind: 'invalid', problems: parsed.problems }}
      />,
    );
    return;
  }
  const config = parsed.config;
  document.title = pageTitle(hostMessages.appTitle, config.environment);

  const { pathname, search, hash } = window.location;
  const address = { pathname, search, hash };
  const entry = decideEntry(address, localStorage.getItem(STORAGE_KEYS.partnerId));
  switch (entry.kind) {
    case 'redirect':
      window.location.replace(entry.url);
      return;
    case 'gate':
      render(
        <PartnerGate
          address={address}
          navigate={(url) => window.location.assign(url)}
          storage={localStorage}
        />,
      );
      return;
    case 'app':
      break;
    default:
      entry satisfies never;
  }

  // The realm is the partner id (spec §6); without one, the configured default realm.
  const partnerId = normalizePartnerName(localStorage.getItem(STORAGE_KEYS.partnerId) ?? '');
  const realm = partnerId || config.identity.defaultRealm;
  const session = await signIn({
    identityUrl: config.identity.url,
    realm,
    signOutRedirectUri: `${window.location.origin}/${firstSegment(pathname)}`,
  });

  const { startApp } = await import('./app/startApp');
  render(startApp(config, session));
}

void bootstrap();
