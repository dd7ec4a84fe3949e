import { setLanguage, subscribeToLanguage } from '@hygiene/console';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// The kit's typeface: text is drawn the same on every machine (a CSS file and fonts, no script).
import '@hygiene/ui/fonts';

import { startApp } from './app/startApp';
import { signIn } from './auth/session';
import { pageTitle, parseRuntimeConfig, type ConfigFailure } from './config/runtimeConfig';
import { LanguageRoot } from './language/LanguageRoot';
import { languageAtom } from './language/languagePreference';
import { hostMessages } from './messages';
import { ConfigErrorPage } from './pages/ConfigErrorPage';
import { partnerIdAtom } from './partner/atoms';
import { decideEntry, firstSegment } from './partner/partnerGate';
import { ThemeRoot } from './theme/ThemeRoot';

const CONFIG_URL = '/config.json';

/**
 * Start-up, in the order the spec implies: the runtime config (one build, every environment),
 * the page title, the partner gate, sign-in at the realm, then the routed app. The gate is a
 * chunk of its own (the first routed screen never needs it); the config error page is not, as
 * it is what shows when the network fails. The chosen language's texts load beside the config,
 * so the first page is drawn in it.
 */
async function bootstrap() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // The app's one atom store, from the gate on (the partner id) through the signed-in app.
  const store = createStore();
  // The gate, and the check that a stored partner still exists, arrive beside the config, not
  // with the entry (every first screen's budget, bench:host-size).
  const partnerEntry = import('./partner/partnerEntry');
  // Awaited where it is used; a failed load must not also surface as an unhandled rejection.
  partnerEntry.catch(() => undefined);
  const language = store.get(languageAtom);
  // Texts that do not arrive (the network) leave the page in English rather than blank.
  const languageLoaded = setLanguage(language).catch(() => undefined);
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <JotaiProvider store={store}>
          <ThemeRoot>
            <LanguageRoot>{node}</LanguageRoot>
          </ThemeRoot>
        </JotaiProvider>
      </StrictMode>,
    );
  const renderConfigError = (failure: ConfigFailure) =>
    render(<ConfigErrorPage configUrl={CONFIG_URL} failure={failure} />);

  let raw: unknown;
  try {
    const response = await fetch(CONFIG_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    await languageLoaded;
    renderConfigError({
      status: 'missing',
      reason: describe(error),
    });
    return;
  }
  await languageLoaded;
  const parsed = parseRuntimeConfig(raw, window.location.href);
  if (!parsed.ok) {
    renderConfigError({ status: 'invalid', problems: parsed.problems });
    return;
  }
  const config = parsed.config;
  const showTitle = () => {
    document.title = pageTitle(hostMessages.appTitle, config.environment);
  };
  showTitle();
  subscribeToLanguage(showTitle);

  const { pathname, search, hash } = window.location;
  const address = { pathname, search, hash };
  const context = { config, render };
  /** Runs a partner step; its chunk not arriving (network, a new deployment) is said, not blank. */
  const withPartnerEntry = async <T,>(
    step: (entry: Awaited<typeof partnerEntry>) => Promise<T>,
  ): Promise<T | undefined> => {
    try {
      return await step(await partnerEntry);
    } catch (error) {
      render(<p role="alert">{hostMessages.loadFailed(describe(error))}</p>);
      return undefined;
    }
  };

  const entry = decideEntry(address, store.get(partnerIdAtom));
  switch (entry.status) {
    case 'redirect':
      window.location.replace(entry.url);
      return;
    case 'gate':
      await withPartnerEntry((partner) => partner.showGate(context, address));
      return;
    case 'app':
      break;
    default:
      entry satisfies never;
  }

  const stored = store.get(partnerIdAtom);
  if (stored !== null) {
    const outcome = await withPartnerEntry((partner) =>
      partner.settleStoredPartner(context, stored, address),
    );
    if (outcome === undefined) return;
    if (outcome.status !== 'keep') store.set(partnerIdAtom, null);
    if (outcome.status === 'gate') {
      const { pathname: rest } = outcome.address;
      window.history.replaceState(null, '', `${rest}${search}${hash}`);
      await withPartnerEntry((partner) => partner.showGate(context, outcome.address, stored));
      return;
    }
  }

  // The realm is the partner id (spec §6); without one, the configured default realm.
  const realm = store.get(partnerIdAtom) ?? config.identity.defaultRealm;
  let session;
  try {
    session = await signIn({
      identityUrl: config.identity.url,
      realm,
      signOutRedirectUri: `${window.location.origin}/${firstSegment(pathname)}`,
      // The identity provider's page in the console's language.
      language,
    });
  } catch (error) {
    console.error(error);
    render(<p role="alert">{hostMessages.signInFailed}</p>);
    return;
  }
  // Signed in at a tenant's address with no partner stored: the realm is the partner from now
  // on, so a QR code's own address (`/devices/...`) goes straight to it (spec §2).
  if (store.get(partnerIdAtom) === null) store.set(partnerIdAtom, realm);

  render(startApp(store, config, session));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

void bootstrap();
