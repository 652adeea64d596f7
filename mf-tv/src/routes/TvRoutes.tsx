/** Inner routing of the TV remote: ROUTES gives mf-tv '/tv/*' (the TV start and the video pages). */
import { BrowserRouter, Route, Routes } from 'shared-contracts/router';
import { TvPage } from './TvPage';

export function TvRouteTable() {
  return (
    <Routes>
      <Route path="/tv" element={<TvPage kind="start" />} />
      <Route path="/tv/videos/*" element={<TvPage kind="video" />} />
      <Route path="/tv/*" element={<TvPage kind="start" />} />
    </Routes>
  );
}

export function TvRoutes() {
  return (
    <BrowserRouter>
      <TvRouteTable />
    </BrowserRouter>
  );
}
