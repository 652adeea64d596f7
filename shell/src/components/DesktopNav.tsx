/** The desktop header links (spec 2 "Header": TV, Sports and Favorites links on desktop). */
import { css } from '@emotion/react';
import { Link } from 'shared-contracts/router';
import { useT } from '../i18n/catalogues';
import { iconButtonStyle } from './headerStyles';

const navStyle = css`
  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0 0 0 1rem;
    padding: 0;
    list-style: none;
  }
`;

export function DesktopNav() {
  const t = useT();
  const items = [
    { to: '/tv', label: t('header.tv') },
    { to: '/sports', label: t('header.sports') },
    { to: '/favorites', label: t('header.favorites') },
  ];
  return (
    <nav aria-label={t('header.mainNav')} css={navStyle}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} css={iconButtonStyle}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
