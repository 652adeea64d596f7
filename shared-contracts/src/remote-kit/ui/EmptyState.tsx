import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { palette } from './theme';

const emptyStyle = css`
  margin: 0;
  padding: 2rem 1rem;
  text-align: center;
  color: ${palette.muted};
  border: 1px dashed ${palette.border};
  border-radius: 8px;
`;

/** What a region shows when it has nothing (yet): one sentence, optionally an action. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div css={emptyStyle}>
      <p css={{ margin: 0 }}>{children}</p>
      {action && <p css={{ margin: '1rem 0 0' }}>{action}</p>}
    </div>
  );
}
