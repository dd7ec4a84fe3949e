import { liveIndicator, useRealtimeConnectionState, useRealtimeMessages } from '@hygiene/realtime';
import {
  Banner,
  Button,
  KeyValueList,
  Page,
  PageHeader,
  SectionCard,
  StatusDot,
} from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { deploymentAtom } from '../../../state/atoms';
import { onPremFacts, onPremText } from '../onPremDetails';

const text = messages.onPrem;

type CopyState = { status: 'default' } | { status: 'copied' } | { status: 'failed' };

/**
 * /on-prem (spec §2 says only that it exists): what this console is connected to, so a person on
 * site can tell support what they see: environment, version, tenant, the API, hub and identity
 * addresses from the runtime configuration, and the live connection's state, with 'Copy details'.
 */
export function OnPremScreen() {
  const { tenant } = useConsoleApi();
  const deployment = useAtomValue(deploymentAtom);
  // In the console's language (the indicator's words default to English).
  const live = liveIndicator(useRealtimeConnectionState(), useRealtimeMessages());
  const facts = onPremFacts(deployment, tenant, live.label);
  const [copy, setCopy] = useState<CopyState>({ status: 'default' });

  const copyDetails = async () => {
    try {
      await navigator.clipboard.writeText(onPremText(facts));
      setCopy({ status: 'copied' });
    } catch {
      setCopy({ status: 'failed' });
    }
  };

  return (
    <Page>
      <PageHeader
        title={text.title}
        description={text.description}
        actions={<Button onClick={() => void copyDetails()}>{text.copy}</Button>}
      />
      {copy.status === 'copied' ? <Banner tone="success">{text.copied}</Banner> : null}
      {copy.status === 'failed' ? <Banner tone="error">{text.copyFailed}</Banner> : null}
      <SectionCard title={text.connectionSection}>
        <KeyValueList
          aria-label={text.connectionSection}
          items={facts.map((fact) => ({
            label: fact.label,
            value:
              fact.label === text.liveState ? (
                <span>
                  <StatusDot tone={live.tone} label={live.label} /> {fact.value}
                </span>
              ) : (
                <Breakable>{fact.value}</Breakable>
              ),
          }))}
        />
      </SectionCard>
    </Page>
  );
}

/** Long addresses wrap on a phone instead of scrolling the page sideways. */
function Breakable({ children }: { children: string }) {
  return <span style={{ overflowWrap: 'anywhere' }}>{children}</span>;
}
