import { css } from '@emotion/react';
import { plainList } from 'shared-contracts/remote-kit';
import type { TopicNode } from 'shared-contracts';
import { FavoriteRow } from './FavoriteRow';
import type { Following } from './useFollowing';
import type { PushBells } from './usePushBells';

const listStyle = css`
  ${plainList}
  margin: 0 0 1.5rem;
`;
const groupStyle = css`
  h2 {
    margin: 1.5rem 0 0.25rem;
    font-size: 1.15rem;
  }
`;

/**
 * The favourites tree's first two levels: a root label is a group heading over its entries
 * (spec 3: labels group entries and are not followable); other roots are rows themselves.
 * Deeper levels open on the drilled node's own page (spec 4).
 */
export function FavoritesTree({
  nodes,
  following,
  bells,
}: {
  nodes: readonly TopicNode[];
  following: Following;
  bells?: PushBells;
}) {
  const loose = nodes.filter((node) => node.type !== 'label');
  return (
    <>
      {loose.length > 0 && (
        <ul css={listStyle}>
          {loose.map((node) => (
            <FavoriteRow key={node.key} node={node} following={following} bells={bells} />
          ))}
        </ul>
      )}
      {nodes
        .filter((node) => node.type === 'label')
        .map((label) => (
          <section key={label.key} css={groupStyle} aria-labelledby={`fav-${label.key}`}>
            <h2 id={`fav-${label.key}`}>{label.name}</h2>
            <ul css={listStyle}>
              {label.nodes.map((node) => (
                <FavoriteRow key={node.key} node={node} following={following} bells={bells} />
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
