import { Banner, Button, ErrorState, Muted, Page, PageHeader, Skeleton } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { useWrite } from '../../../data/writeOperation';
import { getNotificationPolicy } from '../../../generated/operations/getNotificationPolicy';
import { getNotificationPreferences } from '../../../generated/operations/getNotificationPreferences';
import { updateNotificationPreferences } from '../../../generated/operations/updateNotificationPreferences';
import { lazy } from '../../../i18n';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { notifications as text } from '../../../messages/notifications';

// The forms (react-hook-form, the fields, the people to escalate to) arrive right after the
// screen's first paint, whose skeletons hold their place: a stop link followed from an e-mail
// opens within the first-screen budget (bench:host-size).
const MyNotificationsForm = lazy(async () => ({
  default: (await import('../components/MyNotificationsForm')).MyNotificationsForm,
}));
const PushSetting = lazy(async () => ({
  default: (await import('../components/PushSetting')).PushSetting,
}));
const PolicyCard = lazy(async () => ({
  default: (await import('../components/PolicyCard')).PolicyCard,
}));

/** The channels a message's stop link names (`?unsubscribe=`). */
type StopChannel = 'email' | 'push';

const stopChannelOf = (value: string | null): StopChannel | null =>
  value === 'email' || value === 'push' ? value : null;

/**
 * Notification settings (`/notifications`, issue 50): the person's own (what, where, how, quiet
 * hours, language), push in this browser, and the tenant's policy. The stop link of an e-mail or
 * a push message lands here with `?unsubscribe=email|push`: one press stops that channel.
 */
export function NotificationSettingsScreen() {
  const { api, tenant } = useConsoleApi();
  const preferences = useQuery(getNotificationPreferences.options(api, tenant, tenant));
  const policy = useQuery(getNotificationPolicy.options(api, tenant, tenant));
  const [searchParams] = useSearchParams();
  const stop = stopChannelOf(searchParams.get('unsubscribe'));
  return (
    <Page>
      <PageHeader title={text.title} />
      <Muted as="p">{text.intro}</Muted>
      {stop && preferences.data ? <StopChannelBanner channel={stop} /> : null}
      {preferences.isPending ? <Skeleton lines={8} label={text.mine} /> : null}
      {preferences.isError ? (
        <ErrorState message={text.fetchError} onRetry={() => void preferences.refetch()} />
      ) : null}
      {preferences.data ? (
        <Suspense fallback={<Skeleton lines={8} label={text.mine} />}>
          <MyNotificationsForm saved={preferences.data} />
        </Suspense>
      ) : null}
      <Suspense fallback={<Skeleton lines={3} label={text.push.title} />}>
        <PushSetting />
      </Suspense>
      {policy.isPending ? <Skeleton lines={6} label={text.policy.title} /> : null}
      {policy.isError ? (
        <ErrorState message={text.fetchError} onRetry={() => void policy.refetch()} />
      ) : null}
      {policy.data ? (
        <Suspense fallback={<Skeleton lines={6} label={text.policy.title} />}>
          <PolicyCard saved={policy.data} />
        </Suspense>
      ) : null}
    </Page>
  );
}

/** 'You followed the link to stop these e-mails' and the one press that does it. */
function StopChannelBanner({ channel }: { channel: StopChannel }) {
  const { api, tenant } = useConsoleApi();
  const preferences = useQuery(getNotificationPreferences.options(api, tenant, tenant));
  const update = useWrite(updateNotificationPreferences);
  const stopOnce = useSubmitOnce(async () => {
    const current = preferences.data;
    if (!current) return;
    const { person: _person, email: _email, saved: _saved, ...rules } = current;
    await update.mutateAsync({
      tenant,
      body: { ...rules, channels: { ...rules.channels, [channel]: false } },
    });
  });
  const already = preferences.data?.channels[channel] === false;
  if (update.isSuccess || already) {
    return <Banner tone="success">{text.unsubscribe.done}</Banner>;
  }
  return (
    <Banner tone="info">
      {text.unsubscribe[channel]}{' '}
      <Button
        variant="primary"
        disabled={update.isPending}
        onClick={() => void stopOnce().catch(() => undefined)}
      >
        {channel === 'email' ? text.unsubscribe.confirmEmail : text.unsubscribe.confirmPush}
      </Button>
      {update.isError ? <> {text.saveFailed}</> : null}
    </Banner>
  );
}
