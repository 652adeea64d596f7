/**
 * The sub-topics of a discover node (spec 4 "Discover"): a drillable node opens deeper (its key is
 * added to the breadcrumb); any other opens its news. The Olympic topic leaves this remote for the
 * mf-sports page, so it is followed through the shell's navigation.
 */
import { css } from '@emotion/react';
import { Link } from 'shared-contracts/router';
import { NavigateLink, palette, plainList } from 'shared-contracts/remote-kit';
import { DISCOVER_ROOT, nodePath } from './discoverPaths';
import type { AnyNode } from './resolveCrumbs';

const listStyle = css`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    color: ${palette.text};
    text-decoration: none;
    border: 1px solid ${palette.border};
    border-radius: 8px;
  }
  a:hover {
    border-color: ${palette.link};
  }
  img {
    width: 28px;
    height: 28px;
    object-fit: contain;
  }
`;

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function TopicList({ path, nodes }: { path: readonly AnyNode[]; nodes: readonly AnyNode[] }) {
  return (
    <ul css={listStyle}>
      {nodes.map((node) => {
        const to = nodePath([...path, node]);
        const content = (
          <>
            <span>{node.name}</span>
            {node.canDrill ? <Chevron /> : null}
          </>
        );
        return (
          <li key={node.key}>
            {to.startsWith(`${DISCOVER_ROOT}/olympic/`) ? (
              <NavigateLink to={to}>{content}</NavigateLink>
            ) : (
              <Link to={to}>{content}</Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
