/**
 * The /favorites/* pages (spec 2 "Favorites"): the tree at /favorites (and the old
 * /favorites/indexold), a node's page at /favorites/{name}&{id}&{context}&{has_standings}&{canDrill}/{key}/feed
 * and the followed profiles' feed at /favorites/{name?}/{selected?}/feed. The myscores, mystandings,
 * scores and standings pages under /favorites belong to mf-sports (shared-contracts routes.ts).
 */
import { favoriteTopicFrom } from 'shared-contracts';
import { Route, Routes, useLocation, useParams } from 'shared-contracts/router';
import { NotFoundPage } from '../NotFoundPage';
import { FavoritesPage } from './FavoritesPage';
import { FollowedFeedPage } from './FollowedFeedPage';
import { ProfilePage } from './ProfilePage';
import { withSectionTexts } from 'shared-contracts/remote-kit';
import { favorites } from '../../i18n/favorites';

function FavoritesSectionPages() {
  return (
    <Routes>
      <Route index element={<FavoritesPage />} />
      <Route path="indexold" element={<FavoritesPage />} />
      <Route path="feed" element={<FollowedFeedPage />} />
      <Route path=":name/feed" element={<FollowedFeedPage />} />
      <Route path=":first/:second/feed" element={<NodeOrFollowed />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Both three-segment routes end in /feed: a first segment of five '&'-joined parts is a node's page. */
function NodeOrFollowed() {
  const { second = '' } = useParams();
  // The raw path keeps an '&' inside a name encoded (%26), so the parts split correctly.
  const raw = useLocation().pathname.split('/')[2] ?? '';
  const segment = favoriteTopicFrom(raw);
  return segment ? <ProfilePage segment={segment} nodeKey={second} /> : <FollowedFeedPage />;
}

/** The section with its own texts (../../i18n/favorites.ts), which only its route chunk carries. */
export const FavoritesSection = withSectionTexts(favorites.pt, FavoritesSectionPages);
