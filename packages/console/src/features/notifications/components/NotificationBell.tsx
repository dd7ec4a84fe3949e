import type { Case } from '@hygiene/api-client';
import { Button, Muted, PlainList } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { styled } from 'styled-components';

import { RouterLink } from '../../../components/RouterLink';
import { useAttentionLiveRefresh } from '../../../data/useAttentionLiveRefresh';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useWrite } from '../../../data/writeOperation';
import { getUnreadCases } from '../../../generated/operations/getUnreadCases';
import { markNotificationsSeen } from '../../../generated/operations/markNotificationsSeen';
import { formatDateTime } from '../../../lib/formatDate';
import { cases } from '../../../messages/cases';
import { paths } from '../../../routing/paths';
import { consoleConfigAtom } from '../../../state/atoms';

const text = cases.bell;

/** Time alone can bring news (an escalation, a device going silent): asked again this often. */
const BELL_REFRESH_MS = 60_000;

/**
 * The bell in the app bar (issue 50), on every screen: how many cases are new to the signed-in
 * person (opened, or escalated to them, since they last looked, among what their settings
 * cover), live over the hub (a device event that can open a case refreshes it at once), and a
 * panel with the newest, each linking to its device, 'Mark all as seen' and the settings.
 */
export function NotificationBell() {
  const { api, tenant } = useConsoleApi();
  useAttentionLiveRefresh();
  const unread = useQuery({
    ...getUnreadCases.options(api, tenant, tenant),
    refetchInterval: BELL_REFRESH_MS,
  });
  const seen = useWrite(markNotificationsSeen);
  // Open on the page it was opened on: following one of its links closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const panelId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const count = unread.data?.unread ?? 0;
  // At each start, right after the first paint, a browser with push on registers the host's
  // service worker again and sends its subscription again (a rotated one replaces the old).
  const { serviceWorkerUrl } = useAtomValue(consoleConfigAtom);
  useEffect(() => {
    import('../webPush')
      .then(({ renewPushSubscription }) => renewPushSubscription(api, tenant, serviceWorkerUrl))
      .catch(() => undefined);
  }, [api, tenant, serviceWorkerUrl]);

  // Escape or a press outside closes the panel; focus goes back to the bell.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <BellButton
        ref={button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={text.labelWithCount(count)}
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {count > 0 ? (
          <Count aria-hidden="true" data-testid="bell-count">
            {count > 99 ? '99+' : count}
          </Count>
        ) : null}
      </BellButton>
      {open ? (
        <Panel id={panelId} role="region" aria-label={text.title}>
          <PanelTitle>{text.title}</PanelTitle>
          {unread.isError ? <Muted as="p">{text.error}</Muted> : null}
          {unread.data?.items.length === 0 ? <Muted as="p">{text.empty}</Muted> : null}
          {unread.data && unread.data.items.length > 0 ? (
            <PlainList aria-label={text.title}>
              {unread.data.items.map((item) => (
                <BellItem key={item.id} item={item} tenant={tenant} />
              ))}
            </PlainList>
          ) : null}
          {unread.data && unread.data.unread > unread.data.items.length ? (
            <Muted as="p">{text.more(unread.data.unread - unread.data.items.length)}</Muted>
          ) : null}
          <Actions>
            <Button
              disabled={count === 0 || seen.isPending}
              onClick={() => void seen.mutateAsync({ tenant }).catch(() => undefined)}
            >
              {text.markSeen}
            </Button>
            <RouterLink to={paths.notifications.to(tenant)}>{text.settings}</RouterLink>
          </Actions>
        </Panel>
      ) : null}
    </Wrapper>
  );
}

/** A bell, drawn: an emoji depends on the fonts a device has, and some have none. */
function BellIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

function BellItem({ item, tenant }: { item: Case; tenant: string }) {
  const place = [item.premise?.name, item.room?.name].filter(Boolean).join(', ');
  return (
    <Item data-severity={item.severity}>
      <RouterLink to={paths.device.to(tenant, item.deviceId)}>
        {text.caseLine(cases.reasons[item.reason], item.serialNumber)}
      </RouterLink>
      <Muted>
        {[place, formatDateTime(item.openedAt)].filter(Boolean).join(' · ')}
        {item.acknowledged
          ? ` · ${cases.acknowledgedBy(item.acknowledged.by.name, formatDateTime(item.acknowledged.at))}`
          : ''}
      </Muted>
    </Item>
  );
}

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const BellButton = styled(Button)`
  position: relative;
  min-width: 44px;
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${({ theme }) => theme.color.danger};
  /* The page's own background on the danger colour: readable in both themes. */
  color: ${({ theme }) => theme.color.background};
  font-size: 12px;
  line-height: 18px;
  text-align: center;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 20;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: min(360px, calc(100vw - 16px));
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  text-align: start;

  p {
    margin: 0;
  }
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
