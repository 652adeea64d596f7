/** Route of the Olympic results (spec 2 "Discover": /discover/olympic/{feed}/{id}, one topic node). */
import { Route } from 'shared-contracts/router';
import { OlympicPage } from './OlympicPage';

export const olympicRoutes = <Route path="/discover/olympic/:feed/:id" element={<OlympicPage />} />;
