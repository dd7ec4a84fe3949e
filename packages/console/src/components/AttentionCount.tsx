import { ErrorState, Muted, SectionCard, Skeleton } from '@hygiene/ui';
import { styled } from 'styled-components';

import { useAttentionSummary } from '../data/attention';
import { attention as text } from '../messages/attention';
import { paths } from '../routing/paths';
import { RouterLink } from './RouterLink';

/**
 * How many devices need attention now, and how many of them are critical, leading to the
 * worklist (issue 29). The platform counts; the dashboard and Home (where a fresh tab lands) show
 * the count right after their first paint.
 */
export function AttentionCount({ tenant }: { tenant: string }) {
  const summary = useAttentionSummary();
  return (
    <SectionCard title={text.count.title}>
      {summary.isPending ? <Skeleton lines={2} label={text.count.title} /> : null}
      {summary.isError ? <ErrorState message={text.count.fetchError} /> : null}
      {summary.data ? (
        <>
          <Figure>
            <RouterLink to={paths.attention.to(tenant)}>
              {text.count.devices(summary.data.total)}
            </RouterLink>
          </Figure>
          <Muted>{text.count.critical(summary.data.critical)}</Muted>
        </>
      ) : null}
    </SectionCard>
  );
}

const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
