/**
 * The discover breadcrumb (spec 4 "Discover"): the root, then every selected node. Each earlier
 * crumb is a link to that node, which truncates the path after it; the last one is the current page.
 */
import { css } from '@emotion/react';
import { Link } from 'shared-contracts/router';
import { palette, plainList } from 'shared-contracts/remote-kit';
import { useT } from '../../i18n/messages';
import { DISCOVER_ROOT, nodePath } from './discoverPaths';
import type { AnyNode } from './resolveCrumbs';

const crumbStyle = css`
  ol {
    ${plainList}
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem;
    margin: 0 0 1rem;
  }
  li + li::before {
    content: '›';
    margin-right: 0.25rem;
    color: ${palette.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  [aria-current='page'] {
    font-weight: 600;
  }
`;

export function Breadcrumb({ path }: { path: readonly AnyNode[] }) {
  const t = useT();
  return (
    <nav aria-label={t('discover.breadcrumb')} css={crumbStyle}>
      <ol>
        <li>
          {path.length === 0 ? (
            <span aria-current="page">{t('news.title.discover')}</span>
          ) : (
            <Link to={DISCOVER_ROOT}>{t('news.title.discover')}</Link>
          )}
        </li>
        {path.map((node, index) => (
          <li key={node.key}>
            {index === path.length - 1 ? (
              <span aria-current="page">{node.name}</span>
            ) : (
              // An earlier crumb opens its own node: the path is cut after it.
              <Link to={nodePath(path.slice(0, index + 1))}>{node.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
