import type { AttentionSummary } from '@hygiene/api-client';
import { FilterBar, SelectField } from '@hygiene/ui';

import { attention as text } from '../../../messages/attention';
import {
  REASON_GROUPS,
  withAttentionFilter,
  type AttentionParams,
  type ReasonGroup,
} from '../attentionParams';

const ANY = '';

export interface AttentionFiltersProps {
  params: AttentionParams;
  /** The counts: the sections and premises offered are those with a device on the list. */
  summary: AttentionSummary | undefined;
  onChange: (next: AttentionParams) => void;
}

/** Reason, section and premise. A chosen place stays offered even when its count drops to 0. */
export function AttentionFilters({ params, summary, onChange }: AttentionFiltersProps) {
  const options = (
    all: string,
    counted: readonly { id: string; name: string; total: number }[] | undefined,
    chosen: string | null,
  ) => {
    const listed = [...(counted ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'nb'));
    const missing = chosen !== null && !listed.some((c) => c.id === chosen);
    return [
      { value: ANY, label: all },
      ...listed.map((c) => ({ value: c.id, label: text.filters.counted(c.name, c.total) })),
      ...(missing ? [{ value: chosen, label: text.filters.chosenNone }] : []),
    ];
  };
  return (
    <FilterBar label={text.filters.label}>
      <SelectField
        label={text.filters.reason}
        value={params.reason ?? ANY}
        options={[
          { value: ANY, label: text.filters.allReasons },
          ...(Object.keys(REASON_GROUPS) as ReasonGroup[]).map((group) => ({
            value: group,
            label: text.filters.reasonGroups[group],
          })),
        ]}
        onChange={(event) =>
          onChange(
            withAttentionFilter(params, {
              reason: (event.target.value || null) as ReasonGroup | null,
            }),
          )
        }
      />
      <SelectField
        label={text.filters.section}
        value={params.sectionId ?? ANY}
        options={options(text.filters.allSections, summary?.sections, params.sectionId)}
        onChange={(event) =>
          // Another section: a premise of the old one no longer applies.
          onChange(
            withAttentionFilter(params, { sectionId: event.target.value || null, premiseId: null }),
          )
        }
      />
      <SelectField
        label={text.filters.premise}
        value={params.premiseId ?? ANY}
        options={options(text.filters.allPremises, summary?.premises, params.premiseId)}
        onChange={(event) =>
          // A premise lies in one section: choosing it stands for that section too.
          onChange(
            withAttentionFilter(params, { premiseId: event.target.value || null, sectionId: null }),
          )
        }
      />
    </FilterBar>
  );
}
