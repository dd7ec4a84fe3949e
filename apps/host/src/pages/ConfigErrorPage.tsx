import { styled } from 'styled-components';

import type { ConfigFailure } from '../config/runtimeConfig';
import { hostMessages } from '../messages';

export interface ConfigErrorPageProps {
  /** Where the configuration was looked for. */
  configUrl: string;
  /** The file could not be fetched or parsed at all, or it was read and found wanting. */
  failure: ConfigFailure;
}

/** Shown instead of the app when /config.json is missing or invalid: say what and where. */
export function ConfigErrorPage({ configUrl, failure }: ConfigErrorPageProps) {
  const m = hostMessages.configError;
  return (
    <Page>
      <div role="alert">
        <h1>{m.title}</h1>
        {failure.status === 'missing' ? (
          <p>
            {m.missing(configUrl)} {failure.reason}
          </p>
        ) : (
          <>
            <p>{m.invalid(configUrl)}</p>
            <ul>
              {failure.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Page>
  );
}

const Page = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  li {
    font-family: ui-monospace, monospace;
    color: ${({ theme }) => theme.color.danger};
  }
`;
