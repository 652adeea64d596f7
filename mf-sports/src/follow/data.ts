/** The reader's follows: the shared follows calls of shared-contracts (spec 7 "Follows"). */
export { getFollows, isFollowing, setFollowed } from 'shared-contracts';
