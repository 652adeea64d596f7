import { css } from '@emotion/react';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import type { HomeSection } from 'shared-contracts';
import { useT } from '../../i18n/messages';

const headerStyle = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.75rem;
  margin: 0 0 0.75rem;
  padding-top: 0.5rem;
  border-top: 3px solid ${palette.text};
  h2,
  p {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 800;
    line-height: 1.3;
  }
  a {
    flex-shrink: 0;
    font-size: 0.875rem;
  }
`;

/**
 * A section's name (as the site template names it) and the link to its full feed. The cover's
 * stories are the page's own h2s, so its name is a label there, not a heading.
 */
export function SectionHeader({
  section,
  headingId,
  asHeading = true,
}: {
  section: Pick<HomeSection, 'name' | 'feed_path'>;
  headingId: string;
  asHeading?: boolean;
}) {
  const t = useT();
  const Name = asHeading ? 'h2' : 'p';
  return (
    <div css={headerStyle}>
      <Name id={headingId}>{section.name}</Name>
      {section.feed_path && <Link to={section.feed_path}>{t('front.more', { section: section.name })}</Link>}
    </div>
  );
}
