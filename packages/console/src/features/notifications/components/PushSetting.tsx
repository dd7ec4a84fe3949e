import { Banner, Button, Muted, SectionCard } from '@hygiene/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

import { tenantKey } from '../../../data/queryKeys';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { getPushSettings } from '../../../generated/operations/getPushSettings';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { notifications } from '../../../messages/notifications';
import { consoleConfigAtom } from '../../../state/atoms';
import { pushSupport, turnOffPush, turnOnPush } from '../webPush';

const text = notifications.push;

/**
 * Push messages in this browser: whether it can receive them, and one button to turn them on
 * (which asks the browser's permission, from that press only) or off. How many of the person's
 * browsers have them on comes from the platform.
 */
export function PushSetting() {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  const settings = useQuery(getPushSettings.options(api, tenant, tenant));
  // What the browser says, not the platform: asked once, again after every change here.
  const supportKey = tenantKey(tenant, 'push-support');
  const { serviceWorkerUrl } = useAtomValue(consoleConfigAtom);
  const support = useQuery({
    queryKey: supportKey,
    queryFn: () => pushSupport(serviceWorkerUrl),
    staleTime: Infinity,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supportKey }),
      queryClient.invalidateQueries({ queryKey: getPushSettings.key(tenant, tenant) }),
    ]);
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      const now = support.data;
      if (now?.status !== 'ready' || !serviceWorkerUrl) return false;
      if (on) return turnOnPush(api, tenant, serviceWorkerUrl, settings.data?.publicKey ?? '');
      if (now.subscription) await turnOffPush(api, tenant, now.subscription);
      return true;
    },
    onSettled: refresh,
  });
  const changeOnce = useSubmitOnce((on: boolean) => change.mutateAsync(on));
  const state = support.data;
  const publicKey = settings.data?.publicKey ?? null;
  return (
    <SectionCard title={text.title}>
      {change.isError ? <Banner tone="error">{text.failed}</Banner> : null}
      {change.data === false ? <Banner tone="info">{text.blocked}</Banner> : null}
      {settings.data && publicKey === null ? <Muted as="p">{text.unavailable}</Muted> : null}
      {state?.status === 'unsupported' ? <Muted as="p">{text.unsupported}</Muted> : null}
      {state?.status === 'blocked' ? <Muted as="p">{text.blocked}</Muted> : null}
      {state?.status === 'ready' && publicKey !== null ? (
        <>
          <p>{state.subscription ? text.on : text.off}</p>
          <Button
            variant={state.subscription ? 'secondary' : 'primary'}
            disabled={change.isPending}
            onClick={() => void changeOnce(!state.subscription).catch(() => undefined)}
          >
            {state.subscription ? text.turnOff : text.turnOn}
          </Button>
        </>
      ) : null}
      {settings.data ? <Muted as="p">{text.elsewhere(settings.data.subscriptions)}</Muted> : null}
    </SectionCard>
  );
}
