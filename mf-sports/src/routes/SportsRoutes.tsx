import { BrowserRouter, Route, Routes } from 'shared-contracts/router';
import { calendarRoutes } from './calendar';
import { favoritesRoutes } from './favorites';
import { newsRoutes } from './news';
import { olympicRoutes } from './olympic';
import { scoresRoutes } from './scores';
import { SportsPage } from './SportsPage';
import { standingsRoutes } from './standings';

/** The sports remote's route table, inside the browser's router or the server's. */
export function SportsRouteTable() {
  return (
    <Routes>
      {scoresRoutes}
      {standingsRoutes}
      {calendarRoutes}
      {newsRoutes}
      {favoritesRoutes}
      {olympicRoutes}
      <Route path="*" element={<SportsPage />} />
    </Routes>
  );
}

/** Inner routing of the sports remote; the shell's route table sends these paths here. */
export function SportsRoutes() {
  return (
    <BrowserRouter>
      <SportsRouteTable />
    </BrowserRouter>
  );
}
